/// A length that grows and shrinks with the user's text size (`@ScaledMetric`), relative to a
/// text style (`.body` by default). Apple documents no formula; `UIFontMetrics` measurements
/// published for it (17 → 16.33 at Medium, 17 → 48 at accessibility5) fit scaling by the ratio of
/// the style's leading at the current size to its leading at Large, which is what this does
/// (docs/dynamic-type.md, §3; an estimate, kept in this one function).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    let textStyle: Font.TextStyle
    let box = ScaledMetricBox()

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue; self.textStyle = textStyle
    }
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    public var wrappedValue: Value { base * Value(box.factor) }
}

final class ScaledMetricBox { var factor: CGFloat = 1 }

extension ScaledMetric: InstallableProperty {
    func install(at site: InstallSite) {
        let size = site.environment.dynamicTypeSize
        box.factor = textStyle.metrics(at: size).leading / textStyle.metrics(at: .large).leading
        site.graph.bodies.recordRead { $0.dynamicTypeSize == size }
    }
}
