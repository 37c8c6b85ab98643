import Foundation

/// A type whose values a chart can plot (Apple's documentation of `Plottable`): a primitive
/// (numbers, strings, dates) or a type that stands for one, as an enum by its raw value.
public protocol Plottable {
    /// No default: an enum's is its raw value's type (a default of `Self` would win over that
    /// inference and make the enum its own primitive).
    associatedtype PrimitivePlottable: Plottable
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

/// The primitives: what every plottable value comes down to. `CGFloat` is not one, as on iOS
/// (public chart code overloads a function on `Date` and `CGFloat` and passes it to `.value`,
/// which compiles only because `CGFloat` is not plottable).
protocol PrimitivePlotValue { var plotValue: PlotValue { get } }

extension String: Plottable, PrimitivePlotValue {
    public typealias PrimitivePlottable = String
    var plotValue: PlotValue { .category(self) }
}
extension Substring: Plottable, PrimitivePlotValue {
    public typealias PrimitivePlottable = Substring
    var plotValue: PlotValue { .category(String(self)) }
}
extension Date: Plottable, PrimitivePlotValue {
    public typealias PrimitivePlottable = Date
    var plotValue: PlotValue { .date(self) }
}
extension Double: Plottable, PrimitivePlotValue {
    public typealias PrimitivePlottable = Double
    var plotValue: PlotValue { .number(self) }
}
extension Float: Plottable, PrimitivePlotValue {
    public typealias PrimitivePlottable = Float
    var plotValue: PlotValue { .number(Double(self)) }
}
extension Decimal: Plottable, PrimitivePlotValue {
    public typealias PrimitivePlottable = Decimal
    var plotValue: PlotValue { .number(NSDecimalNumber(decimal: self).doubleValue) }
}
extension Int: Plottable, PrimitivePlotValue {
    public typealias PrimitivePlottable = Int
    var plotValue: PlotValue { .number(Double(self)) }
}
extension Int8: Plottable, PrimitivePlotValue {
    public typealias PrimitivePlottable = Int8
    var plotValue: PlotValue { .number(Double(self)) }
}
extension Int16: Plottable, PrimitivePlotValue {
    public typealias PrimitivePlottable = Int16
    var plotValue: PlotValue { .number(Double(self)) }
}
extension Int32: Plottable, PrimitivePlotValue {
    public typealias PrimitivePlottable = Int32
    var plotValue: PlotValue { .number(Double(self)) }
}
extension Int64: Plottable, PrimitivePlotValue {
    public typealias PrimitivePlottable = Int64
    var plotValue: PlotValue { .number(Double(self)) }
}
extension UInt: Plottable, PrimitivePlotValue {
    public typealias PrimitivePlottable = UInt
    var plotValue: PlotValue { .number(Double(self)) }
}
extension UInt8: Plottable, PrimitivePlotValue {
    public typealias PrimitivePlottable = UInt8
    var plotValue: PlotValue { .number(Double(self)) }
}
extension UInt16: Plottable, PrimitivePlotValue {
    public typealias PrimitivePlottable = UInt16
    var plotValue: PlotValue { .number(Double(self)) }
}
extension UInt32: Plottable, PrimitivePlotValue {
    public typealias PrimitivePlottable = UInt32
    var plotValue: PlotValue { .number(Double(self)) }
}
extension UInt64: Plottable, PrimitivePlotValue {
    public typealias PrimitivePlottable = UInt64
    var plotValue: PlotValue { .number(Double(self)) }
}

/// A plottable value reduced to its primitive, through as many `primitivePlottable`s as it takes.
func plotValue<P: Plottable>(of value: P) -> PlotValue {
    if let primitive = value as? PrimitivePlotValue { return primitive.plotValue }
    // A type that names itself its primitive has none to reduce to: its description is its category.
    guard P.PrimitivePlottable.self != P.self else { return .category(String(describing: value)) }
    return plotValue(of: value.primitivePlottable)
}
