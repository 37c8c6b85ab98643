/// The result builder of a slider's `ticks:` block (SwiftUI's `SliderTickBuilder`, iOS 26): up to
/// ten statements, `if`, `if`/`else` and `switch`, each giving ticks of the slider's value type
/// (SDK 26.2 interface; docs/reference/ios26-swiftui-api.md).
@resultBuilder
public struct SliderTickBuilder<V: BinaryFloatingPoint> {
    public static func buildBlock() -> some SliderTickContent<V> { TupleSliderTickContent<V, ()>((), ticks: []) }

    public static func buildBlock(_ content: some SliderTickContent<V>) -> some SliderTickContent<V> { content }

    public static func buildExpression(_ content: some SliderTickContent<V>) -> some SliderTickContent<V> { content }

    public static func buildIf(_ content: (some SliderTickContent<V>)?) -> some SliderTickContent<V> { content }

    public static func buildEither<T: SliderTickContent, F: SliderTickContent>(first: T) -> _ConditionalContent<T, F>
    where V == T.Value, T.Body == F.Body {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<T: SliderTickContent, F: SliderTickContent>(second: F) -> _ConditionalContent<T, F>
    where V == T.Value, T.Body == F.Body {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// One statement's ticks; the `buildBlock`s below join them from an array literal, which
    /// type-checks fast (a chain of `+` over ten arrays was the table builder's slow spot).
    static func ticks<C: SliderTickContent>(_ content: C) -> [SliderTick<V>] where C.Value == V { Array(content.body) }
}

extension SliderTickBuilder {
    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent>(
        _ c0: C0, _ c1: C1) -> some SliderTickContent<V>
    where V == C0.Value, C0.Value == C1.Value {
        let parts: [[SliderTick<V>]] = [ticks(c0), ticks(c1)]
        return TupleSliderTickContent((c0, c1), ticks: parts.flatMap { $0 })
    }

    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent>(
        _ c0: C0, _ c1: C1, _ c2: C2) -> some SliderTickContent<V>
    where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value {
        let parts: [[SliderTick<V>]] = [ticks(c0), ticks(c1), ticks(c2)]
        return TupleSliderTickContent((c0, c1, c2), ticks: parts.flatMap { $0 })
    }

    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some SliderTickContent<V>
    where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value {
        let parts: [[SliderTick<V>]] = [ticks(c0), ticks(c1), ticks(c2), ticks(c3)]
        return TupleSliderTickContent((c0, c1, c2, c3), ticks: parts.flatMap { $0 })
    }

    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent,
                                  C4: SliderTickContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some SliderTickContent<V>
    where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value {
        let parts: [[SliderTick<V>]] = [ticks(c0), ticks(c1), ticks(c2), ticks(c3), ticks(c4)]
        return TupleSliderTickContent((c0, c1, c2, c3, c4), ticks: parts.flatMap { $0 })
    }

    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent,
                                  C4: SliderTickContent, C5: SliderTickContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some SliderTickContent<V>
    where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value,
          C4.Value == C5.Value {
        let parts: [[SliderTick<V>]] = [ticks(c0), ticks(c1), ticks(c2), ticks(c3), ticks(c4), ticks(c5)]
        return TupleSliderTickContent((c0, c1, c2, c3, c4, c5), ticks: parts.flatMap { $0 })
    }

    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent,
                                  C4: SliderTickContent, C5: SliderTickContent, C6: SliderTickContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some SliderTickContent<V>
    where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value,
          C4.Value == C5.Value, C5.Value == C6.Value {
        let parts: [[SliderTick<V>]] = [ticks(c0), ticks(c1), ticks(c2), ticks(c3), ticks(c4), ticks(c5), ticks(c6)]
        return TupleSliderTickContent((c0, c1, c2, c3, c4, c5, c6), ticks: parts.flatMap { $0 })
    }

    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent,
                                  C4: SliderTickContent, C5: SliderTickContent, C6: SliderTickContent, C7: SliderTickContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some SliderTickContent<V>
    where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value,
          C4.Value == C5.Value, C5.Value == C6.Value, C6.Value == C7.Value {
        let parts: [[SliderTick<V>]] = [ticks(c0), ticks(c1), ticks(c2), ticks(c3), ticks(c4), ticks(c5), ticks(c6), ticks(c7)]
        return TupleSliderTickContent((c0, c1, c2, c3, c4, c5, c6, c7), ticks: parts.flatMap { $0 })
    }

    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent,
                                  C4: SliderTickContent, C5: SliderTickContent, C6: SliderTickContent, C7: SliderTickContent,
                                  C8: SliderTickContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some SliderTickContent<V>
    where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value,
          C4.Value == C5.Value, C5.Value == C6.Value, C6.Value == C7.Value, C7.Value == C8.Value {
        let parts: [[SliderTick<V>]] = [
            ticks(c0), ticks(c1), ticks(c2), ticks(c3), ticks(c4), ticks(c5), ticks(c6), ticks(c7), ticks(c8)]
        return TupleSliderTickContent((c0, c1, c2, c3, c4, c5, c6, c7, c8), ticks: parts.flatMap { $0 })
    }

    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent,
                                  C4: SliderTickContent, C5: SliderTickContent, C6: SliderTickContent, C7: SliderTickContent,
                                  C8: SliderTickContent, C9: SliderTickContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some SliderTickContent<V>
    where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value,
          C4.Value == C5.Value, C5.Value == C6.Value, C6.Value == C7.Value, C7.Value == C8.Value, C8.Value == C9.Value {
        let parts: [[SliderTick<V>]] = [
            ticks(c0), ticks(c1), ticks(c2), ticks(c3), ticks(c4), ticks(c5), ticks(c6), ticks(c7), ticks(c8), ticks(c9)]
        return TupleSliderTickContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), ticks: parts.flatMap { $0 })
    }
}
