// Webhook rules (NetBox's Webhook.clean): a CA file only with SSL verification; the URL template
// must start with http:// or https:// (it is rendered, then checked again, at delivery).
import { defineModel } from '../kit/define.js';

export const webhook = defineModel('extras.webhook', {
  async clean(_ctx, values) {
    if (!values.ssl_verification && values.ca_file_path) {
      return { ca_file_path: ['Do not specify a CA certificate file if SSL verification is disabled.'] };
    }
    if (!/^https?:\/\//i.test(String(values.payload_url ?? ''))) return { payload_url: ['Enter a URL that starts with http:// or https://.'] };
  },
});
