import Foundation

/// SwiftUI's format styles for times that change as time passes (iOS 18;
/// https://developer.apple.com/documentation/swiftui/systemformatstyle): `DateOffset`,
/// `DateReference`, `Stopwatch` and `Timer`, each a `DiscreteFormatStyle` that says when its
/// output next changes. Shown by `Text(.currentDate, format: …)`, whose `TimeDataSource` reads
/// the host's virtual clock when the text is laid out. Their locale and calendar default to the
/// environment's defaults (en_US, Gregorian in UTC), not the machine's, so output never depends
/// on where it runs; a `Text` sets them to its environment's.
public enum SystemFormatStyle: Sendable {}

extension SystemFormatStyle {
    /// A duration on a clock face: "m:ss", or "h:mm:ss" from an hour on when `showsHours`
    /// (else minutes count on past 59), with the fraction of a second `precision` keeps
    /// ("0:05.23" at 10 ms), cut to the `maxFieldCount` most significant fields (at least
    /// minutes and seconds). `roundsUp` rounds to the step above, as a countdown shows 0:01 until
    /// its last second ends.
    static func clock(_ seconds: Double, showsHours: Bool, maxFieldCount: Int, precision: Duration, roundsUp: Bool) -> String {
        let digits = fractionDigits(precision)
        let scale = pow(10, Double(digits))
        let ticks = max(0, roundsUp ? (seconds * scale - 1e-6).rounded(.up) : (seconds * scale + 1e-6).rounded(.down))
        let whole = Int(ticks / scale), fraction = Int(ticks.truncatingRemainder(dividingBy: scale))
        let hours = showsHours ? whole / 3600 : 0
        let minutes = (whole - hours * 3600) / 60, secs = whole % 60
        func padded(_ value: Int, _ length: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, length - text.count)) + text
        }
        var fields = hours > 0 ? [String(hours), padded(minutes, 2)] : [String(minutes)]
        fields.append(padded(secs, 2))
        let kept = max(maxFieldCount, 2)
        var text = fields.prefix(kept).joined(separator: ":")
        if digits > 0, fields.count < kept { text += "." + padded(fraction, digits) }
        return text
    }

    /// Decimal digits of a second a precision shows: none from a second up, else as many as
    /// its step needs (10 ms: 2), at most 3.
    static func fractionDigits(_ precision: Duration) -> Int {
        let step = seconds(precision)
        guard step > 0, step < 1 else { return 0 }
        return min(3, max(1, Int((-log10(step)).rounded(.up))))
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The step a clock's output changes by: its smallest field shown.
    static func clockStep(showsHours: Bool, maxFieldCount: Int, precision: Duration, elapsed: Double) -> Double {
        let digits = fractionDigits(precision)
        let fields = (showsHours && elapsed >= 3600 ? 3 : 2) + (digits > 0 ? 1 : 0)
        if maxFieldCount < fields, digits > 0, maxFieldCount >= fields - 1 { return 1 }
        if maxFieldCount < fields - (digits > 0 ? 1 : 0) { return 60 }
        return digits > 0 ? pow(10, -Double(digits)) : 1
    }

    /// The first date after `input` where the whole number of `step`s from `origin` changes
    /// (a clock counting down counts from its end: the remainder rounded up changes at the same
    /// dates), and the last date before `input` where it differs from `input`'s: what
    /// `discreteInput(after:)` and `discreteInput(before:)` answer for a clock.
    static func boundary(from origin: Date, step: Double, after input: Date) -> Date {
        origin.addingTimeInterval((steps(from: origin, step: step, to: input) + 1) * step)
    }

    /// (Ten microseconds before the boundary: past the tolerance `clock` rounds with, so the
    /// date shows the earlier step.)
    static func boundary(from origin: Date, step: Double, before input: Date) -> Date {
        origin.addingTimeInterval(steps(from: origin, step: step, to: input) * step - 1e-5)
    }

    private static func steps(from origin: Date, step: Double, to input: Date) -> Double {
        (input.timeIntervalSince(origin) / step + 1e-9).rounded(.down)
    }

    /// The defaults: the environment's, not the machine's.
    static var defaultLocale: Locale { EnvironmentValues().locale }
    static var defaultCalendar: Calendar { EnvironmentValues().calendar }
}

extension Date {
    /// The date just after this one: `input(after:)` of the styles.
    var nextUp: Date { Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate.nextUp) }
    var nextDown: Date { Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate.nextDown) }
}
