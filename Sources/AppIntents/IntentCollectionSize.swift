/// How many values a collection parameter takes (Apple's `IntentCollectionSize`, App Intents'
/// Swift interface in the iOS 26.2 SDK): a range, an exact count, or an integer literal for one.
public struct IntentCollectionSize: ExpressibleByIntegerLiteral, Equatable, Sendable {
    public let min: Int
    public let max: Int

    public init(min: Int, max: Int) {
        self.min = min
        self.max = max
    }

    public init(exactly: Int) { self.init(min: exactly, max: exactly) }

    public init(integerLiteral value: Int) { self.init(exactly: value) }
}

/// The widget sizes a parameter's collection size can vary by (Apple's `IntentWidgetFamily`).
public enum IntentWidgetFamily: Hashable, Sendable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCorner, accessoryCircular, accessoryRectangular, accessoryInline
}
