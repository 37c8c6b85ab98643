import LayoutDSL

/// A range of values a bin holds, as marks plot it: `BarMark(x: .value("Score", bin), …)` spans
/// the bin (Apple's documentation of `ChartBinRange`).
public struct ChartBinRange<Bound: Comparable>: Equatable {
    public let lowerBound: Bound
    public let upperBound: Bound
    public init(lowerBound: Bound, upperBound: Bound) { self.lowerBound = lowerBound; self.upperBound = upperBound }
}

/// Numbers cut into bins at thresholds, for histograms (Apple's documentation of `NumberBins`):
/// each element is the range between two neighbouring thresholds; `index(for:)` finds a value's.
public struct NumberBins<Value: Comparable & Numeric>: RandomAccessCollection {
    public let thresholds: [Value]

    public init(thresholds: [Value]) { self.thresholds = thresholds.sorted() }

    /// Bins of `size` from `range`'s start until they cover its end.
    public init(size: Value, range: ClosedRange<Value>) {
        guard size > .zero else { self.init(thresholds: [range.lowerBound, range.upperBound]); return }
        var thresholds = [range.lowerBound]
        while thresholds[thresholds.count - 1] < range.upperBound { thresholds.append(thresholds[thresholds.count - 1] + size) }
        self.init(thresholds: thresholds)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }
    public subscript(position: Int) -> ChartBinRange<Value> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1])
    }

    /// The bin holding `value`: the last whose lower threshold is at most the value, the first and
    /// last bins taking values beyond them.
    public func index(for value: Value) -> Int {
        guard count > 0 else { return 0 }
        var low = 0, high = thresholds.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if thresholds[middle] <= value { low = middle } else { high = middle }
        }
        return Swift.min(low, count - 1)
    }
}

extension NumberBins where Value: BinaryFloatingPoint {
    /// `count` bins of equal size over `range`.
    public init(range: ClosedRange<Value>, count: Int) {
        let count = Swift.max(count, 1)
        let size = (range.upperBound - range.lowerBound) / Value(count)
        self.init(thresholds: (0...count).map { range.lowerBound + size * Value($0) })
    }

    /// Bins at nice thresholds (1, 2 or 5 × 10ⁿ apart, as an axis' ticks) covering `range`,
    /// about `desiredCount` of them (10 unless given).
    public init(range: ClosedRange<Value>, desiredCount: Int? = nil) {
        let domain = NiceTicks.niceDomain(lower: Double(range.lowerBound), upper: Double(range.upperBound), count: (desiredCount ?? 10) + 1)
        let step = NiceTicks.step(lower: domain.lowerBound, upper: domain.upperBound, count: (desiredCount ?? 10) + 1)
        self.init(thresholds: stride(from: domain.lowerBound, through: domain.upperBound + step / 2, by: step)
            .map { Value(NiceTicks.clean($0)) })
    }

    /// Nice bins covering the data's extent.
    public init<Data: Collection>(data: Data, desiredCount: Int? = nil) where Data.Element == Value {
        self.init(range: (data.min() ?? 0)...(data.max() ?? 0), desiredCount: desiredCount)
    }
}

extension NumberBins where Value: BinaryInteger {
    /// Bins at nice whole thresholds covering `range`, about `desiredCount` of them.
    public init(range: ClosedRange<Value>, desiredCount: Int? = nil) {
        let step = Swift.max(1, NiceTicks.step(lower: Double(range.lowerBound), upper: Double(range.upperBound),
                                               count: (desiredCount ?? 10) + 1))
        let lower = (Double(range.lowerBound) / step).rounded(.down) * step
        self.init(size: Value(step), range: Value(lower)...range.upperBound)
    }

    public init<Data: Collection>(data: Data, desiredCount: Int? = nil) where Data.Element == Value {
        self.init(range: (data.min() ?? 0)...(data.max() ?? 0), desiredCount: desiredCount)
    }
}

extension PlottableValue where Value: Comparable {
    /// A bin: the mark spans it.
    public static func value(_ label: LocalizedStringKey, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        spanning(Text(label), range.lowerBound, range.upperBound)
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        spanning(Text(label), range.lowerBound, range.upperBound)
    }

    public static func value(_ label: Text, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        spanning(label, range.lowerBound, range.upperBound)
    }

    /// A range of values: the mark spans it.
    public static func value(_ label: LocalizedStringKey, _ range: Range<Value>) -> PlottableValue<Value> {
        spanning(Text(label), range.lowerBound, range.upperBound)
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>) -> PlottableValue<Value> {
        spanning(Text(label), range.lowerBound, range.upperBound)
    }

    private static func spanning(_ label: Text, _ lower: Value, _ upper: Value) -> PlottableValue<Value> {
        var entry = PlotEntry(label: label, value: plotValue(of: lower))
        entry.end = plotValue(of: upper)
        return PlottableValue(entry: entry)
    }
}
