import AppIntents

/// What gives a control its value (Apple's `ControlValueProvider`, WidgetKit's Swift interface in
/// the iOS 26.2 SDK): a value for previews, and the current one, asked for when the control shows.
public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Value { get }
    func currentValue() async throws -> Value
}

/// A value provider of a configurable control (Apple's `AppIntentControlValueProvider`): its
/// values for a configuration.
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration: ControlConfigurationIntent
    func previewValue(configuration: Configuration) -> Value
    func currentValue(configuration: Configuration) async throws -> Value
}
