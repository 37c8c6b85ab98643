/// A service of the share sheet (https://developer.apple.com/documentation/uikit/uiactivity): apps
/// subclass it for their own actions and name the system's by `ActivityType`, whose raw values are
/// the SDK's (`com.apple.UIKit.activity.Mail`…).
open class UIActivity {
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        private static func system(_ name: String) -> ActivityType { ActivityType("com.apple.UIKit.activity.\(name)") }
        public static let postToFacebook = system("PostToFacebook")
        public static let postToTwitter = system("PostToTwitter")
        public static let postToWeibo = system("PostToWeibo")
        public static let postToTencentWeibo = system("TencentWeibo")
        public static let postToVimeo = system("PostToVimeo")
        public static let postToFlickr = system("PostToFlickr")
        public static let message = system("Message")
        public static let mail = system("Mail")
        public static let print = system("Print")
        public static let copyToPasteboard = system("CopyToPasteboard")
        public static let assignToContact = system("AssignToContact")
        public static let saveToCameraRoll = system("SaveToCameraRoll")
        public static let addToReadingList = system("AddToReadingList")
        public static let airDrop = system("AirDrop")
        public static let openInIBooks = system("OpenInIBooks")
        public static let markupAsPDF = system("MarkupAsPDF")
        public static let sharePlay = system("SharePlay")
        public static let collaborationInviteWithLink = system("CollaborationInviteWithLink")
        public static let collaborationCopyLink = system("CollaborationCopyLink")
        public static let addToHomeScreen = system("AddToHomeScreen")
    }

    public enum Category: Int, Sendable { case action, share }

    public init() {}

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open var activityViewController: UIViewController? { nil }
    open func perform() { activityDidFinish(false) }
    open func activityDidFinish(_ completed: Bool) {}
}
