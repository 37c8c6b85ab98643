import Foundation

/// A type whose values a chart can plot (Apple's documentation of `Plottable`): a primitive
/// (numbers, strings, dates) or a type that stands for one, as an enum by its raw value.
public protocol Plottable {
    associatedtype PrimitivePlottable: Plottable = Self
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self == PrimitivePlottable {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

/// Enums and other raw-representable types plot as their raw value, as on iOS.
extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// The primitives: what every plottable value comes down to.
protocol PrimitivePlotValue { var plotValue: PlotValue { get } }

extension String: Plottable, PrimitivePlotValue { var plotValue: PlotValue { .category(self) } }
extension Substring: Plottable, PrimitivePlotValue { var plotValue: PlotValue { .category(String(self)) } }
extension Date: Plottable, PrimitivePlotValue { var plotValue: PlotValue { .date(self) } }
extension Double: Plottable, PrimitivePlotValue { var plotValue: PlotValue { .number(self) } }
extension Float: Plottable, PrimitivePlotValue { var plotValue: PlotValue { .number(Double(self)) } }
extension CGFloat: Plottable, PrimitivePlotValue { var plotValue: PlotValue { .number(Double(self)) } }
extension Decimal: Plottable, PrimitivePlotValue { var plotValue: PlotValue { .number(NSDecimalNumber(decimal: self).doubleValue) } }
extension Int: Plottable, PrimitivePlotValue { var plotValue: PlotValue { .number(Double(self)) } }
extension Int8: Plottable, PrimitivePlotValue { var plotValue: PlotValue { .number(Double(self)) } }
extension Int16: Plottable, PrimitivePlotValue { var plotValue: PlotValue { .number(Double(self)) } }
extension Int32: Plottable, PrimitivePlotValue { var plotValue: PlotValue { .number(Double(self)) } }
extension Int64: Plottable, PrimitivePlotValue { var plotValue: PlotValue { .number(Double(self)) } }
extension UInt: Plottable, PrimitivePlotValue { var plotValue: PlotValue { .number(Double(self)) } }
extension UInt8: Plottable, PrimitivePlotValue { var plotValue: PlotValue { .number(Double(self)) } }
extension UInt16: Plottable, PrimitivePlotValue { var plotValue: PlotValue { .number(Double(self)) } }
extension UInt32: Plottable, PrimitivePlotValue { var plotValue: PlotValue { .number(Double(self)) } }
extension UInt64: Plottable, PrimitivePlotValue { var plotValue: PlotValue { .number(Double(self)) } }

/// A plottable value reduced to its primitive, through as many `primitivePlottable`s as it takes.
func plotValue<P: Plottable>(of value: P) -> PlotValue {
    if let primitive = value as? PrimitivePlotValue { return primitive.plotValue }
    return plotValue(of: value.primitivePlottable)
}
