// SMS through Twilio's Messages API (2010-04-01) with the official `twilio` SDK. The SDK always talks to
// api.twilio.com; a request client that rewrites that origin lets tests and sandboxes use the same code
// against TWILIO_BASE_URL.
import twilio from 'twilio';

const { RequestClient } = twilio;
type RequestOptions<TData> = Parameters<InstanceType<typeof RequestClient>['request']>[0] & { data?: TData };

export interface SmsSender {
  send(to: string, body: string): Promise<{ sid: string }>;
  /** An authenticated read of the account: proves the credentials without sending anything. */
  verify(): Promise<void>;
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164 (+52…) or an alphanumeric sender; or use messagingServiceSid. */
  from?: string;
  messagingServiceSid?: string;
  /** Default https://api.twilio.com. */
  baseUrl?: string;
}

const TWILIO_API_ORIGIN = 'https://api.twilio.com';

class BaseUrlRequestClient extends RequestClient {
  constructor(private readonly baseUrl: string) {
    super();
  }

  override request<TData>(opts: RequestOptions<TData>) {
    const uri = opts.uri.startsWith(TWILIO_API_ORIGIN) ? this.baseUrl + opts.uri.slice(TWILIO_API_ORIGIN.length) : opts.uri;
    return super.request({ ...opts, uri });
  }
}

export function createTwilioSender(options: TwilioOptions): SmsSender {
  const baseUrl = (options.baseUrl ?? TWILIO_API_ORIGIN).replace(/\/$/, '');
  const client = twilio(options.accountSid, options.authToken, {
    httpClient: baseUrl === TWILIO_API_ORIGIN ? undefined : new BaseUrlRequestClient(baseUrl),
  });
  const sender = options.messagingServiceSid ? { messagingServiceSid: options.messagingServiceSid } : { from: options.from };
  return {
    async send(to, body) {
      const message = await client.messages.create({ to, body, ...sender });
      return { sid: message.sid };
    },
    async verify() {
      await client.api.v2010.accounts(options.accountSid).fetch();
    },
  };
}
