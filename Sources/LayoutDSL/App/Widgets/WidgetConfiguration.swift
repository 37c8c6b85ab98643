/// What a widget is configured as (Apple's documentation of `WidgetConfiguration`; the
/// configurations themselves, `StaticConfiguration` and the rest, are WidgetKit's). No widget is
/// hosted here; configurations compile and keep their body.
@preconcurrency @MainActor public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: WidgetConfiguration {}

/// Configurations this module declares, which have no body.
protocol PrimitiveWidgetConfiguration: WidgetConfiguration where Body == Never {}

extension PrimitiveWidgetConfiguration {
    // Unreachable: the engine builds primitives itself and never asks for their `Never` body;
    // only code calling `.body` by hand reaches it, and SwiftUI traps there too.
    public var body: Never { fatalError("\(Self.self) is a primitive widget configuration; it has no body") }
}

/// No configuration (Apple's documentation of `EmptyWidgetConfiguration`).
@frozen nonisolated public struct EmptyWidgetConfiguration: PrimitiveWidgetConfiguration {
    public init() {}
}

/// A configuration behind an availability check (what WidgetKit's builders make of `if #available`).
@frozen @MainActor @preconcurrency public struct LimitedAvailabilityConfiguration: PrimitiveWidgetConfiguration {
    let content: any WidgetConfiguration
}

nonisolated extension WidgetConfiguration {
    /// The configuration, with `action` kept for a background task nothing wakes a render for
    /// (as `Scene.backgroundTask(_:action:)`).
    public func backgroundTask<D: Sendable, R: Sendable>(_ task: BackgroundTask<D, R>,
                                                         action: @escaping @Sendable (D) async -> R) -> some WidgetConfiguration {
        self
    }
}
