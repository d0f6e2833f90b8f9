import type { Localized } from '../../core/localized.js';

/** One help-centre article; `children` are its sub-articles (one level in the seed, any depth on the wire). */
export interface HelpTopic {
  tag: string;
  title: Localized;
  /** HTML. */
  content: Localized;
  children: HelpTopic[];
}

const topic = (tag: string, title: Localized, content: Localized, children: HelpTopic[] = []): HelpTopic => ({
  tag,
  title,
  content,
  children,
});

const p = (vi: string, en: string): Localized => ({ vi: `<p>${vi}</p>`, en: `<p>${en}</p>` });

/** The help centre in Vietnamese and English; the register form's user-agreement link opens tag `agreement`. */
export const HELP_CENTER: readonly HelpTopic[] = [
  topic(
    'about',
    { vi: 'Về chúng tôi', en: 'About us' },
    p(
      'Saola là nền tảng giải trí trực tuyến phục vụ người chơi Việt Nam 24/7, với casino trực tiếp, slot, bắn cá, thể thao, e-sports và xổ số.',
      'Saola is an online entertainment platform serving players in Vietnam 24/7, with live casino, slots, fishing, sports, e-sports and lottery.',
    ),
    [
      topic(
        'licence',
        { vi: 'Giấy phép hoạt động', en: 'Licences' },
        p(
          'Chúng tôi hoạt động theo giấy phép của Malta, Quần đảo Virgin thuộc Anh và Philippines.',
          'We operate under licences from Malta, the British Virgin Islands and the Philippines.',
        ),
      ),
      topic(
        'responsible',
        { vi: 'Chơi có trách nhiệm', en: 'Responsible gaming' },
        p(
          'Chỉ người từ 18 tuổi trở lên được tham gia. Hãy đặt giới hạn nạp tiền và nghỉ ngơi hợp lý.',
          'Only people aged 18 or over may play. Set deposit limits and take regular breaks.',
        ),
      ),
    ],
  ),
  topic(
    'register',
    { vi: 'Đăng ký tài khoản', en: 'Creating an account' },
    p('Bạn có thể đăng ký bằng tên đăng nhập hoặc bằng số điện thoại.', 'You can register with a username or with a mobile number.'),
    [
      topic(
        'register-username',
        { vi: 'Đăng ký bằng tên đăng nhập', en: 'Register with a username' },
        p(
          'Tên đăng nhập gồm 6–12 chữ cái và chữ số, bắt đầu bằng chữ cái. Mật khẩu gồm 6–12 chữ cái và chữ số.',
          'A username has 6–12 letters and digits and starts with a letter. A password has 6–12 letters and digits.',
        ),
      ),
      topic(
        'register-mobile',
        { vi: 'Đăng ký bằng số điện thoại', en: 'Register with a mobile number' },
        p(
          'Nhập số điện thoại và mã xác minh SMS. Mã có hiệu lực 5 phút.',
          'Enter your mobile number and the SMS verification code. The code is valid for 5 minutes.',
        ),
      ),
      topic(
        'invitation',
        { vi: 'Mã mời', en: 'Invitation codes' },
        p(
          'Nếu được đại lý giới thiệu, hãy nhập mã mời của đại lý khi đăng ký.',
          'If an agent referred you, enter the agent’s invitation code when you register.',
        ),
      ),
    ],
  ),
  topic(
    'deposit',
    { vi: 'Nạp tiền', en: 'Deposits' },
    p('Nạp tiền qua chuyển khoản ngân hàng, ví điện tử hoặc thẻ cào.', 'Deposit by bank transfer, e-wallet or scratch card.'),
    [
      topic(
        'deposit-bank',
        { vi: 'Chuyển khoản ngân hàng', en: 'Bank transfer' },
        p(
          'Chuyển đúng số tiền và nội dung được hiển thị. Tiền vào tài khoản trong 1–5 phút.',
          'Transfer the exact amount with the reference shown. Funds arrive within 1–5 minutes.',
        ),
      ),
      topic(
        'deposit-ewallet',
        { vi: 'Ví điện tử', en: 'E-wallets' },
        p('Hỗ trợ MoMo, ZaloPay và ViettelPay.', 'MoMo, ZaloPay and ViettelPay are supported.'),
      ),
    ],
  ),
  topic(
    'withdraw',
    { vi: 'Rút tiền', en: 'Withdrawals' },
    p(
      'Rút tiền về tài khoản ngân hàng đã liên kết, xác nhận bằng mật khẩu thanh toán.',
      'Withdraw to a linked bank account, confirmed with your payment password.',
    ),
    [
      topic(
        'withdraw-bank',
        { vi: 'Liên kết ngân hàng', en: 'Linking a bank account' },
        p(
          'Tên chủ tài khoản phải trùng với tên người nhận đã đăng ký.',
          'The account holder’s name must match your registered payee name.',
        ),
      ),
      topic(
        'withdraw-time',
        { vi: 'Thời gian xử lý', en: 'Processing times' },
        p('Phần lớn lệnh rút được xử lý trong 15 phút.', 'Most withdrawals are processed within 15 minutes.'),
      ),
    ],
  ),
  topic(
    'security',
    { vi: 'Bảo mật tài khoản', en: 'Account security' },
    p('Giữ mật khẩu an toàn và không chia sẻ mã SMS với bất kỳ ai.', 'Keep your password safe and never share SMS codes with anyone.'),
    [
      topic(
        'change-password',
        { vi: 'Đổi mật khẩu', en: 'Changing your password' },
        p(
          'Mật khẩu mặc định 123456 hoặc mật khẩu đã hết hạn phải được đổi khi đăng nhập.',
          'The default password 123456 or an expired password must be changed at login.',
        ),
      ),
      topic(
        'forgot-password',
        { vi: 'Quên mật khẩu', en: 'Forgotten password' },
        p(
          'Đặt lại mật khẩu bằng email đã đăng ký hoặc bằng mã SMS gửi tới số điện thoại của bạn.',
          'Reset your password with your registered email or with an SMS code sent to your mobile.',
        ),
      ),
      topic(
        'login-ip',
        { vi: 'Xác minh IP đăng nhập', en: 'Login IP verification' },
        p(
          'Khi đăng nhập từ địa chỉ IP mới, chúng tôi có thể yêu cầu mã SMS.',
          'When you log in from a new IP address we may ask for an SMS code.',
        ),
      ),
    ],
  ),
  topic(
    'vip',
    { vi: 'VIP và điểm thưởng', en: 'VIP and points' },
    p(
      'Cấp VIP tăng theo tổng cược. Thành viên VIP 5 trở lên có kênh hỗ trợ riêng.',
      'VIP levels rise with your turnover. Members at VIP 5 and above get a dedicated service channel.',
    ),
  ),
  topic(
    'agreement',
    { vi: 'Điều khoản người dùng', en: 'User agreement' },
    {
      vi: '<h3>Điều khoản người dùng</h3><p>Bằng việc đăng ký, bạn xác nhận đã đủ 18 tuổi và đồng ý với các điều khoản này.</p><ol><li>Mỗi người chỉ được mở một tài khoản.</li><li>Không được dùng tài khoản của người khác.</li></ol>',
      en: '<h3>User agreement</h3><p>By registering you confirm you are 18 or older and accept these terms.</p><ol><li>One account per person.</li><li>Do not use another person’s account.</li></ol>',
    },
  ),
  topic(
    'faq',
    { vi: 'Câu hỏi thường gặp', en: 'FAQ' },
    p('Những câu hỏi người chơi hay hỏi nhất.', 'The questions players ask most often.'),
    [
      topic(
        'faq-trial',
        { vi: 'Chơi thử là gì?', en: 'What is free play?' },
        p(
          'Chơi thử tạo một tài khoản dùng thử với số dư ảo, không nạp hoặc rút tiền được.',
          'Free play opens a trial account with a demo balance; it cannot deposit or withdraw.',
        ),
      ),
      topic(
        'faq-support',
        { vi: 'Liên hệ hỗ trợ', en: 'Contacting support' },
        p('Bộ phận chăm sóc khách hàng trực tuyến 24/7 qua chat và Telegram.', 'Customer service is online 24/7 by chat and Telegram.'),
      ),
    ],
  ),
];
