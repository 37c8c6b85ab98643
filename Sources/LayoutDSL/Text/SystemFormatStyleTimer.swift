import Foundation

extension SystemFormatStyle {
    /// A timer over an interval on a clock's face, "4:59" or "1:04:59"
    /// (https://developer.apple.com/documentation/swiftui/systemformatstyle/timer): counting
    /// down, the time left rounded up to its precision (it shows 0:01 until the last second
    /// ends); counting up, the time since the start. Dates outside the interval show its ends.
    public struct Timer: Sendable {
        var interval: Range<Date>
        var countsDown: Bool
        var showsHours: Bool
        var maxFieldCount: Int
        var maxPrecision: Duration

        public init(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                    maxPrecision: Duration = .seconds(1)) {
            self.init(interval, countsDown: true, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
        }

        public init(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                    maxPrecision: Duration = .seconds(1)) {
            self.init(interval, countsDown: false, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
        }

        private init(_ interval: Range<Date>, countsDown: Bool, showsHours: Bool, maxFieldCount: Int, maxPrecision: Duration) {
            self.interval = interval; self.countsDown = countsDown; self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount; self.maxPrecision = maxPrecision
        }

        /// The seconds shown at `input`: left, or gone.
        func shown(_ input: Date) -> Double {
            let clamped = min(max(input, interval.lowerBound), interval.upperBound)
            return countsDown ? interval.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(interval.lowerBound)
        }

        private var origin: Date { countsDown ? interval.upperBound : interval.lowerBound }
        private func step(_ input: Date) -> Double {
            SystemFormatStyle.clockStep(showsHours: showsHours, maxFieldCount: maxFieldCount, precision: maxPrecision,
                                        elapsed: shown(input))
        }
    }
}

extension SystemFormatStyle.Timer: DiscreteFormatStyle {
    public typealias FormatInput = Date
    public typealias FormatOutput = AttributedString

    public func format(_ input: Date) -> AttributedString {
        AttributedString(SystemFormatStyle.clock(shown(input), showsHours: showsHours, maxFieldCount: maxFieldCount,
                                                 precision: maxPrecision, roundsUp: countsDown))
    }

    /// The same style: a clock face is written with ASCII digits and colons in every locale here.
    public func locale(_ locale: Locale) -> SystemFormatStyle.Timer { self }

    public func discreteInput(before input: Date) -> Date? {
        guard input > interval.lowerBound else { return nil }
        guard input <= interval.upperBound else { return interval.upperBound.nextDown }
        return max(SystemFormatStyle.boundary(from: origin, step: step(input), before: input), interval.lowerBound.nextDown)
    }

    public func discreteInput(after input: Date) -> Date? {
        guard input < interval.upperBound else { return nil }
        guard input >= interval.lowerBound else { return interval.lowerBound }
        return min(SystemFormatStyle.boundary(from: origin, step: step(input), after: input), interval.upperBound)
    }

    public func input(before input: Date) -> Date? { input.nextDown }
    public func input(after input: Date) -> Date? { input.nextUp }
}

extension FormatStyle where Self == SystemFormatStyle.Timer {
    public static func timer(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }

    public static func timer(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingUpIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}
