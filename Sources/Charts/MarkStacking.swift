import LayoutDSL

/// Bars and areas that share a position stack (Apple's documentation of `MarkStackingMethod`):
/// in the order given, positive values upward from zero and negative ones downward; normalized
/// stacks fill 0…1, centred stacks straddle zero. Marks of one `position(by:)` value stack
/// together; marks of different values stand side by side (measured: bars positioned by one
/// shared value stack, as iOS draws a two-city week with `position(by: .value("City", "Common"))`).
enum MarkStacking {
    /// The value-axis interval of each mark, keyed by the mark's index; marks that do not stack
    /// have none.
    static func intervals(of marks: [ChartMark]) -> [Int: ClosedRange<Double>] {
        var groups: [GroupKey: [(index: Int, value: Double)]] = [:]
        var order: [GroupKey] = []
        for (index, mark) in marks.enumerated() {
            guard mark.stacking != .unstacked, mark.kind == .bar || mark.kind == .area,
                  let axis = mark.valueAxis, case .value(let entry) = axis == .vertical ? mark.y : mark.x,
                  let value = entry.value.continuous else { continue }
            let base = axis == .vertical ? mark.x : mark.y
            let key = GroupKey(kind: mark.kind, axis: axis, position: base.entries.first?.value, slot: mark.style.positionKey?.value,
                               method: mark.stacking.kind)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append((index, value))
        }
        var result: [Int: ClosedRange<Double>] = [:]
        for key in order {
            guard let members = groups[key] else { continue }
            var up = 0.0, down = 0.0
            var spans: [(Int, Double, Double)] = []
            for member in members {
                if member.value >= 0 { spans.append((member.index, up, up + member.value)); up += member.value }
                else { spans.append((member.index, down + member.value, down)); down += member.value }
            }
            let total = up - down
            for (index, lower, upper) in spans {
                switch key.method {
                case .normalized where total > 0: result[index] = (lower - down) / total...(upper - down) / total
                case .center: result[index] = lower - (up + down) / 2...upper - (up + down) / 2
                default: result[index] = lower...upper
                }
            }
        }
        return result
    }

    private struct GroupKey: Hashable {
        let kind: ChartMark.Kind
        let axis: Axis
        let position: PlotValue?
        let slot: PlotValue?
        let method: MarkStackingMethod.Kind
    }
}

extension ChartMark {
    /// The dimension a bar or area measures (its length from zero): y when y holds one number
    /// and x does not, x when x holds one number and y holds a category or date; nil for marks
    /// between given values.
    var valueAxis: Axis? {
        func number(_ position: Position) -> Bool {
            if case .value(let entry) = position, case .number = entry.value { return true }
            return false
        }
        if number(y) && !number(x) { return .vertical }
        if number(x) && !number(y) { return .horizontal }
        if number(x) && number(y) { return .vertical }
        return nil
    }
}
