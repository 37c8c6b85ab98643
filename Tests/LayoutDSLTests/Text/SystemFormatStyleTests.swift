import Foundation
import LayoutDSL
import Testing

/// iOS 18's time format styles, in en_US and Gregorian UTC (their defaults here, whatever the
/// machine's locale and zone).
struct SystemFormatStyleTests {
    /// 2026-01-01 00:00:00 UTC (a Thursday), the host's virtual epoch.
    private let t0 = Date(timeIntervalSince1970: 1_767_225_600)
    private func at(_ seconds: Double) -> Date { t0.addingTimeInterval(seconds) }
    private func string(_ value: AttributedString) -> String { String(value.characters) }
    /// A style written as an app writes it, through `FormatStyle`'s static members.
    private func written<F: FormatStyle>(_ style: F) -> F { style }
    private func near(_ date: Date?, _ seconds: Double) -> Bool { date.map { abs($0.timeIntervalSince(t0) - seconds) < 1e-6 } ?? false }

    @Test func stopwatchShowsHundredths() {
        let style = SystemFormatStyle.Stopwatch(startingAt: t0)
        #expect(string(style.format(at(5.234))) == "0:05.23")
        #expect(string(style.format(at(3723.456))) == "1:02:03.45")
        #expect(string(style.format(at(-10))) == "0:00.00")
        #expect(string(written(.stopwatch(startingAt: t0, maxFieldCount: 3)).format(at(3723.456))) == "1:02:03")
        #expect(string(written(.stopwatch(startingAt: t0, showsHours: false)).format(at(3723.456))) == "62:03.45")
        #expect(string(written(.stopwatch(startingAt: t0, maxPrecision: .seconds(1))).format(at(65.9))) == "1:05")
        // The output changes every hundredth of a second, from the start.
        #expect(near(style.discreteInput(after: at(5.234)), 5.24))
        #expect(style.discreteInput(before: at(5.234)).map { string(style.format($0)) } == "0:05.22")
        #expect(near(style.discreteInput(after: at(-3)), 0))
    }

    /// Counting down, the time left rounds up: 0:01 until the last second ends.
    @Test func timerCountsDownAndUp() {
        let down = SystemFormatStyle.Timer(countingDownIn: t0..<at(300))
        #expect([0, 0.5, 1, 299.5, 400].map { string(down.format(at($0))) } == ["5:00", "5:00", "4:59", "0:01", "0:00"])
        #expect(near(down.discreteInput(after: at(0.5)), 1))
        #expect(near(down.discreteInput(after: at(1)), 2))
        #expect(down.discreteInput(after: at(300)) == nil)
        let before = down.discreteInput(before: at(1.5))
        #expect(before.map { string(down.format($0)) } == "5:00" && before! < at(1))
        let up = written(.timer(countingUpIn: t0..<at(7200)))
        #expect(string(up.format(at(61.9))) == "1:01")
        #expect(string(up.format(at(3725))) == "1:02:05")
        #expect(near(up.discreteInput(after: at(-5)), 0))
    }

    @Test func dateOffsetShowsTheLargestFields() {
        let style = SystemFormatStyle.DateOffset(to: t0)
        #expect(string(style.format(at(3 * 3600 + 42 * 60 + 5))) == "3 hours, 42 minutes")
        #expect(string(style.format(at(-222))) == "-3 minutes, 42 seconds")
        #expect(string(style.format(t0)) == "0 seconds")
        #expect(string(written(.offset(to: t0, sign: .always())).format(at(7200))) == "+2 hours")
        #expect(string(written(.offset(to: t0, sign: .never)).format(at(-60))) == "1 minute")
        #expect(string(written(.offset(to: t0, allowedFields: [.minute, .second])).format(at(332))) == "5:32")
        #expect(string(written(.offset(to: t0, allowedFields: [.hour, .minute, .second], maxFieldCount: 3)).format(at(5025))) == "1:23:45")
        // Years and months count in the calendar: 2026-01-01 to 2028-03-01.
        let later = Calendar(identifier: .gregorian).date(from: DateComponents(timeZone: .gmt, year: 2028, month: 3, day: 1))!
        #expect(string(style.format(later)) == "2 years, 2 months")
        // Minutes shown: the output changes each minute from the anchor.
        #expect(near(style.discreteInput(after: at(3 * 3600 + 42 * 60 + 5)), 3 * 3600 + 43 * 60))
    }

    /// Within a month of the reference, relative phrases; beyond, the date.
    @Test func dateReferenceIsRelativeThenAbsolute() {
        func reference(_ seconds: Double) -> String { string(written(.reference(to: at(seconds))).format(t0)) }
        #expect(reference(300) == "in 5 minutes")
        #expect(reference(-3 * 86400) == "3 days ago")
        #expect(reference(86400) == "tomorrow")
        #expect(reference(40 * 86400) == "Tuesday, February 10")
        #expect(reference(-400 * 86400) == "November 2024")
        let style = SystemFormatStyle.DateReference(to: at(300))
        let next = style.discreteInput(after: t0)
        #expect(next.map { $0 > t0 && string(style.format($0)) != "in 5 minutes" } == true)
    }

    /// A text shows the time as it is when laid out: the host's virtual clock.
    @Test func textFollowsTheVirtualClock() throws {
        let view = Text(.currentDate, format: .timer(countingDownIn: t0..<at(300))).accessibilityIdentifier("t")
        let host = ViewHost(view, canvasSize: CGSize(width: 200, height: 100))
        let frames = try host.run(for: 2, framesPerSecond: 1)
        #expect(frames.map { $0.tree.node(id: "t")?.text } == ["5:00", "4:59", "4:58"])
    }

    /// Seconds in a range of dates, whole.
    struct Span: DiscreteFormatStyle {
        func format(_ range: Range<Date>) -> String { "\(Int(range.upperBound.timeIntervalSince(range.lowerBound)))s" }
        func discreteInput(before input: Range<Date>) -> Range<Date>? { nil }
        func discreteInput(after input: Range<Date>) -> Range<Date>? { nil }
        func input(before input: Range<Date>) -> Range<Date>? { nil }
        func input(after input: Range<Date>) -> Range<Date>? { nil }
    }

    /// Ranges from a start to now, and from now to an end, empty outside; offsets from a date.
    @Test func timeDataSourcesReadTheClock() throws {
        let view = VStack {
            Text(.dateRange(startingAt: at(1)), format: Span()).accessibilityIdentifier("since")
            Text(.dateRange(endingAt: at(60)), format: Span()).accessibilityIdentifier("until")
            Text("Lap \(.currentDate, format: .stopwatch(startingAt: t0, maxPrecision: .seconds(1)))").accessibilityIdentifier("lap")
        }
        let frames = try ViewHost(view, canvasSize: CGSize(width: 200, height: 100)).run(for: 2, framesPerSecond: 1)
        #expect(frames.map { $0.tree.node(id: "since")?.text } == ["0s", "0s", "1s"])
        #expect(frames.map { $0.tree.node(id: "until")?.text } == ["60s", "59s", "58s"])
        #expect(frames.map { $0.tree.node(id: "lap")?.text } == ["Lap 0:00", "Lap 0:01", "Lap 0:02"])
    }
}
