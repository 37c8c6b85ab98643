import LayoutDSL

/// The values of one of `foregroundStyle(by:)`, `symbol(by:)`: in order of first appearance
/// (or the scale's domain), each with its style, symbol and legend label.
struct SeriesKeys {
    private(set) var values: [PlotValue] = []
    private var index: [PlotValue: Int] = [:]

    mutating func insert(_ value: PlotValue) {
        guard index[value] == nil else { return }
        index[value] = values.count
        values.append(value)
    }

    func position(of value: PlotValue) -> Int? { index[value] }
    var isEmpty: Bool { values.isEmpty }
}
