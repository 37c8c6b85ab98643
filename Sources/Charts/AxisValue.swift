import LayoutDSL

/// One value an axis marks, as `AxisMarks`' content closure receives it (Apple's documentation
/// of `AxisValue`): its place among the axis' values and the value itself.
public struct AxisValue {
    public let index: Int
    public let count: Int
    let value: PlotValue
    /// The label iOS writes for the value when no format is given.
    let defaultLabel: String

    /// The value as the type the chart plots (`value.as(Double.self)`, `value.as(Date.self)`).
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        plottable(P.self, from: value)
    }
}

/// A plottable value of type `P` made from a primitive, through `init(primitivePlottable:)`.
func plottable<P: Plottable>(_ type: P.Type, from value: PlotValue) -> P? {
    switch value {
    case .number(let number):
        if let direct = number as? P { return direct }
        if P.self == Int.self { return Int(exactly: number.rounded()) as? P }
        if P.self == Float.self { return Float(number) as? P }
        if P.self == Decimal.self { return Decimal(number) as? P }
    case .date(let date):
        if let direct = date as? P { return direct }
    case .category(let name):
        if let direct = name as? P { return direct }
    }
    if P.PrimitivePlottable.self != P.self, let primitive = plottable(P.PrimitivePlottable.self, from: value) {
        return P(primitivePlottable: primitive)
    }
    return nil
}
