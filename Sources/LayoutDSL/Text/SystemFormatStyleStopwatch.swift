import Foundation

extension SystemFormatStyle {
    /// The time elapsed since a start date on a stopwatch's face, "0:05.23" or "1:02:03.45"
    /// (https://developer.apple.com/documentation/swiftui/systemformatstyle/stopwatch); before
    /// the start it shows zero.
    public struct Stopwatch: Sendable {
        var startDate: Date
        var showsHours: Bool
        var maxFieldCount: Int
        var maxPrecision: Duration

        public init(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
                    maxPrecision: Duration = .milliseconds(10)) {
            self.startDate = startDate; self.showsHours = showsHours; self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }

        private var step: (Date) -> Double {
            { SystemFormatStyle.clockStep(showsHours: showsHours, maxFieldCount: maxFieldCount, precision: maxPrecision,
                                          elapsed: max(0, $0.timeIntervalSince(startDate))) }
        }
    }
}

extension SystemFormatStyle.Stopwatch: DiscreteFormatStyle {
    public typealias FormatInput = Date
    public typealias FormatOutput = AttributedString

    public func format(_ input: Date) -> AttributedString {
        AttributedString(SystemFormatStyle.clock(input.timeIntervalSince(startDate), showsHours: showsHours,
                                                 maxFieldCount: maxFieldCount, precision: maxPrecision, roundsUp: false))
    }

    /// The same style: a clock face is written with ASCII digits and colons in every locale here.
    public func locale(_ locale: Locale) -> SystemFormatStyle.Stopwatch { self }

    public func discreteInput(before input: Date) -> Date? {
        input <= startDate ? nil : SystemFormatStyle.boundary(from: startDate, step: step(input), before: input)
    }

    public func discreteInput(after input: Date) -> Date? {
        input < startDate ? startDate : SystemFormatStyle.boundary(from: startDate, step: step(input), after: input)
    }

    public func input(before input: Date) -> Date? { input.nextDown }
    public func input(after input: Date) -> Date? { input.nextUp }
}

extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
    public static func stopwatch(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
                                 maxPrecision: Duration = .milliseconds(10)) -> SystemFormatStyle.Stopwatch {
        SystemFormatStyle.Stopwatch(startingAt: startDate, showsHours: showsHours, maxFieldCount: maxFieldCount,
                                    maxPrecision: maxPrecision)
    }
}
