import Foundation

/// A marked value on a slider's track (SwiftUI's `SliderTick`, iOS 26), with an optional label.
/// Ticks are ordered and identified by their value: two ticks at one value are one mark
/// (SDK 26.2 interface: `Identifiable`, `Comparable`; docs/reference/ios26-swiftui-api.md).
/// The label names the tick for accessibility, as a slider's own label does; iOS draws no tick labels
/// on an iPhone's track.
nonisolated public struct SliderTick<V: BinaryFloatingPoint>: SliderTickContent, Identifiable, Comparable {
    public typealias Value = V
    public typealias Body = [SliderTick<V>]

    /// A tick's identity: its value.
    public struct ID: Hashable {
        let value: V
    }

    let value: V
    let label: AnyView?

    public init(_ value: V) { self.init(value, label: nil) }

    public init(_ value: V, @ViewBuilder label: () -> some View) { self.init(value, label: AnyView(label())) }

    public init(_ titleKey: LocalizedStringKey, _ value: V) { self.init(value, label: AnyView(Text(titleKey))) }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, _ value: V) { self.init(value, label: AnyView(Text(titleResource))) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, _ value: V) { self.init(value, label: AnyView(Text(title))) }

    private init(_ value: V, label: AnyView?) {
        self.value = value
        self.label = label
    }

    public var id: ID { ID(value: value) }

    public static func < (lhs: SliderTick<V>, rhs: SliderTick<V>) -> Bool { lhs.value < rhs.value }

    public static func == (lhs: SliderTick<V>, rhs: SliderTick<V>) -> Bool { lhs.value == rhs.value }

    public var body: [SliderTick<V>] { [self] }
}
