/// An intent whose parameters configure a control (Apple's documentation of
/// `ControlConfigurationIntent`, iOS 18, which WidgetKit's `AppIntentControlConfiguration` takes).
/// As a widget's configuration intent, it is never run, so it needs no `perform()`.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}

/// An intent a control runs with the value it sets (Apple's `SetValueIntent`, iOS 18): a toggle's
/// new state in `value`, before `perform()`.
public protocol SetValueIntent<ValueType>: AppIntent {
    associatedtype ValueType
    var value: ValueType { get set }
}

/// An intent the system defines the meaning of (Apple's `SystemIntent`).
public protocol SystemIntent: AppIntent {}

/// An intent that opens the app at `target` (Apple's `OpenIntent`, iOS 16): it opens the app
/// when run, and does nothing more by default.
public protocol OpenIntent: SystemIntent {
    associatedtype Value
    var target: Value { get set }
}

extension OpenIntent {
    public static var openAppWhenRun: Bool { true }
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}
