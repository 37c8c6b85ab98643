import Foundation

/// Tick values of a number scale: multiples of the smallest "nice" step (1, 2 or 5 times a power
/// of ten) whose ticks, over the domain widened to whole steps, number at most the count asked
/// for. Measured on iOS (docs/charts.md §2): `AxisMarks(values: .automatic(desiredCount: 3))`
/// over about 27,000 reads 0, 20,000, 40,000 (steps of 10,000 would need four ticks).
struct NiceTicks {
    /// iOS's count when none is asked for (estimate: no iOS render with a default number axis
    /// was found).
    static let defaultCount = 6

    let step: Double
    let values: [Double]

    /// Ticks inside `lower...upper`, about `count` of them.
    init(lower: Double, upper: Double, count: Int) {
        let step = NiceTicks.step(lower: lower, upper: upper, count: count)
        let first = (lower / step - 1e-9).rounded(.up), last = (upper / step + 1e-9).rounded(.down)
        self.step = step
        values = first <= last && last - first < 10_000 ? stride(from: first, through: last, by: 1).map { NiceTicks.clean($0 * step) } : []
    }

    /// The smallest nice step giving at most `count` ticks over the widened domain.
    static func step(lower: Double, upper: Double, count: Int) -> Double {
        let span = upper - lower
        guard span > 0, span.isFinite else { return 1 }
        let count = max(count, 2)
        var power = pow(10, floor(log10(span / Double(count))) - 1)
        while true {
            for factor in [1.0, 2, 5] {
                let step = factor * power
                let ticks = (upper / step - 1e-9).rounded(.up) - (lower / step + 1e-9).rounded(.down) + 1
                if ticks <= Double(count) { return step }
            }
            power *= 10
        }
    }

    /// The domain widened to whole steps, as Charts' automatic domains are.
    static func niceDomain(lower: Double, upper: Double, count: Int) -> ClosedRange<Double> {
        let step = step(lower: lower, upper: upper, count: count)
        return clean((lower / step + 1e-9).rounded(.down) * step)...clean((upper / step - 1e-9).rounded(.up) * step)
    }

    /// A multiple of a step without the float noise of the multiplication (0.30000000000000004)
    /// or a negative zero ("-0").
    static func clean(_ value: Double) -> Double { (value * 1e12).rounded() / 1e12 + 0 }
}
