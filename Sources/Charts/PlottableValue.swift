import LayoutDSL

/// A value with its label, as marks take them: `.value("Month", month)` (Apple's documentation
/// of `PlottableValue`).
public struct PlottableValue<Value: Plottable> {
    let entry: PlotEntry

    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(entry: PlotEntry(label: Text(label), value: plotValue(of: value)))
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(entry: PlotEntry(label: Text(label), value: plotValue(of: value)))
    }

    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(entry: PlotEntry(label: label, value: plotValue(of: value)))
    }
}

extension PlottableValue where Value == Date {
    /// A date standing for the whole calendar unit that holds it: a bar spans the unit, a point
    /// or line sits at its middle.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(entry: PlotEntry(label: Text(label), value: .date(value),
                                        unit: DateBin(component: unit, calendar: calendar ?? .current)))
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                                calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(entry: PlotEntry(label: Text(label), value: .date(value),
                                        unit: DateBin(component: unit, calendar: calendar ?? .current)))
    }

    public static func value(_ label: Text, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(entry: PlotEntry(label: label, value: .date(value), unit: DateBin(component: unit, calendar: calendar ?? .current)))
    }
}
