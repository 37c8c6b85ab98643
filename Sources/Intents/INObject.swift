/// A value of a custom type an intent definition declares, with the identifier and the display
/// string Siri and the widget's configuration show (Apple's documentation of `INObject`,
/// https://developer.apple.com/documentation/intents/inobject). The subclasses Xcode generates
/// for an `.intentdefinition`'s types add their properties.
open class INObject: NSObject, @unchecked Sendable {
    public let identifier: String?
    public let displayString: String
    public let pronunciationHint: String?
    open var subtitleString: String?
    /// Other names the value goes by (iOS 14), for matching what a person says.
    open var alternativeSpeakableMatches: [String]?

    public init(identifier: String?, display displayString: String, pronunciationHint: String?) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
    }

    public convenience init(identifier: String?, display displayString: String) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: nil)
    }
}
