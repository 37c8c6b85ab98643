import LayoutDSL

/// Which values an axis marks (Apple's documentation of `AxisMarkValues`): iOS's automatic
/// choice, a stride of numbers or calendar units, or a list.
public struct AxisMarkValues {
    enum Kind {
        case automatic(desiredCount: Int?, roundsLower: Bool?, roundsUpper: Bool?)
        case stride(Double)
        case dateStride(Calendar.Component, count: Int, calendar: Calendar?)
        case values([PlotValue])
    }
    let kind: Kind

    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil, roundsLower: nil, roundsUpper: nil)) }
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, roundsLower: roundLowerBound, roundsUpper: roundUpperBound))
    }
    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil,
                                                      roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(Double(stepSize)))
    }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, count: max(1, count), calendar: calendar))
    }
}

/// Which side of the plot an axis' labels go (Apple's documentation of `AxisMarkPosition`).
public struct AxisMarkPosition: Equatable {
    enum Kind: Equatable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    public static var automatic: AxisMarkPosition { AxisMarkPosition(kind: .automatic) }
    public static var leading: AxisMarkPosition { AxisMarkPosition(kind: .leading) }
    public static var trailing: AxisMarkPosition { AxisMarkPosition(kind: .trailing) }
    public static var top: AxisMarkPosition { AxisMarkPosition(kind: .top) }
    public static var bottom: AxisMarkPosition { AxisMarkPosition(kind: .bottom) }
}

/// How an axis' marks sit against the plot (Apple's documentation of `AxisMarkPreset`).
public struct AxisMarkPreset: Equatable {
    enum Kind: Equatable { case automatic, extended, aligned, inset }
    let kind: Kind
    public static var automatic: AxisMarkPreset { AxisMarkPreset(kind: .automatic) }
    public static var extended: AxisMarkPreset { AxisMarkPreset(kind: .extended) }
    public static var aligned: AxisMarkPreset { AxisMarkPreset(kind: .aligned) }
    public static var inset: AxisMarkPreset { AxisMarkPreset(kind: .inset) }
}
