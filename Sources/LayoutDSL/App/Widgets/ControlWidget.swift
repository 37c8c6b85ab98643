/// A control of Control Center, the Lock Screen or the Action button (iOS 18; Apple's
/// documentation of `ControlWidget`), its `body` a `ControlWidgetConfiguration` (WidgetKit's
/// `StaticControlConfiguration`…) whose template (`ControlWidgetButton`, `ControlWidgetToggle`)
/// is a `ControlWidgetTemplate`. Nothing hosts controls here; they compile and keep their body.
@preconcurrency @MainActor public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    @MainActor @preconcurrency init()
    @ControlWidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@preconcurrency @MainActor public protocol ControlWidgetConfiguration {
    associatedtype Body: ControlWidgetConfiguration
    @ControlWidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@preconcurrency @MainActor public protocol ControlWidgetTemplate {
    associatedtype Body: ControlWidgetTemplate
    @ControlWidgetTemplateBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ControlWidgetConfiguration, ControlWidgetTemplate {}

@resultBuilder
public struct ControlWidgetConfigurationBuilder {
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> some ControlWidgetConfiguration { content }
}

@resultBuilder
public struct ControlWidgetTemplateBuilder {
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> some ControlWidgetTemplate { content }
}

/// No configuration, and no template (Apple's documentation of `EmptyControlWidgetConfiguration`
/// and `EmptyControlWidgetTemplate`).
@frozen @MainActor @preconcurrency public struct EmptyControlWidgetConfiguration: ControlWidgetConfiguration, PrimitiveControlWidgetPart {
    public init() {}
}

@frozen @MainActor @preconcurrency public struct EmptyControlWidgetTemplate: ControlWidgetTemplate, PrimitiveControlWidgetPart {
    public init() {}
}

/// Configurations and templates this module declares, which have no body.
protocol PrimitiveControlWidgetPart {}

extension PrimitiveControlWidgetPart {
    // Unreachable: the engine builds primitives itself and never asks for their `Never` body;
    // only code calling `.body` by hand reaches it, and SwiftUI traps there too.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// A control widget in a bundle's list of widgets (`WidgetBundleBuilder.buildExpression`).
nonisolated struct _ControlWidgetEntry: Widget {
    let control: (any ControlWidget)?
    init() { control = nil }
    init(_ control: any ControlWidget) { self.control = control }
    var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}
