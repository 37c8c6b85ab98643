import LayoutDSL

/// What a Siri shortcut runs (Apple's documentation of `INShortcut`,
/// https://developer.apple.com/documentation/intents/inshortcut).
public enum INShortcut {
    case intent(INIntent)
    case userActivity(NSUserActivity)

    public init?(intent: INIntent) { self = .intent(intent) }
    public init(userActivity: NSUserActivity) { self = .userActivity(userActivity) }

    public var intent: INIntent? { if case let .intent(intent) = self { intent } else { nil } }
    public var userActivity: NSUserActivity? { if case let .userActivity(activity) = self { activity } else { nil } }
}
