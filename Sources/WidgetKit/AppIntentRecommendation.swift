import AppIntents
import LayoutDSL

/// A configuration of an App Intent widget offered ready-made, with its description (Apple's
/// documentation of `AppIntentRecommendation`), for the places a widget cannot be edited.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    public let intent: Intent
    public let description: Text

    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description
    }

    public init(intent: Intent, description: LocalizedStringKey) {
        self.init(intent: intent, description: Text(description))
    }

    @_disfavoredOverload public init(intent: Intent, description: some StringProtocol) {
        self.init(intent: intent, description: Text(description))
    }
}
