import Intents
import LayoutDSL

/// A configuration of an intent widget offered ready-made, with its description (Apple's
/// documentation of `IntentRecommendation`), for the places a widget cannot be edited.
public struct IntentRecommendation<T: INIntent> {
    public let intent: T
    public let description: Text

    public init(intent: T, description: Text) {
        self.intent = intent
        self.description = description
    }

    public init(intent: T, description: LocalizedStringKey) {
        self.init(intent: intent, description: Text(description))
    }

    @_disfavoredOverload public init<S: StringProtocol>(intent: T, description: S) {
        self.init(intent: intent, description: Text(description))
    }
}
