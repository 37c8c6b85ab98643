/// What a slider's `ticks:` block gives (SwiftUI's `SliderTickContent`, iOS 26): a collection of
/// ticks. A tick is one, a `SliderTickContentForEach` many, a conditional the branch taken's, an
/// optional none or its content's (SDK 26.2 interface; docs/reference/ios26-swiftui-api.md).
public protocol SliderTickContent<Value> {
    associatedtype Value: BinaryFloatingPoint
    associatedtype Body: RandomAccessCollection where Body.Element == SliderTick<Value>
    var body: Body { get }
}

/// The ticks of a `ticks:` block of several statements, in order (`SliderTickBuilder.buildBlock`).
nonisolated public struct TupleSliderTickContent<V: BinaryFloatingPoint, T>: SliderTickContent {
    public typealias Value = V
    public typealias TicksCollection = [SliderTick<V>]
    public var value: T
    let ticks: [SliderTick<V>]

    init(_ value: T, ticks: [SliderTick<V>]) {
        self.value = value
        self.ticks = ticks
    }

    public var body: [SliderTick<V>] { ticks }
}

extension _ConditionalContent: SliderTickContent
where TrueContent: SliderTickContent, FalseContent: SliderTickContent, TrueContent.Body == FalseContent.Body {
    public typealias Value = TrueContent.Value

    nonisolated public var body: TrueContent.Body {
        switch storage {
        case .trueContent(let ticks): ticks.body
        case .falseContent(let ticks): ticks.body
        }
    }
}

extension Optional: SliderTickContent where Wrapped: SliderTickContent {
    public typealias Value = Wrapped.Value
    public typealias TicksCollection = [SliderTick<Wrapped.Value>]

    nonisolated public var body: [SliderTick<Wrapped.Value>] { map { Array($0.body) } ?? [] }
}
