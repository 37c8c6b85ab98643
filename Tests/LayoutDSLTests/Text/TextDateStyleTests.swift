import Foundation
@testable import LayoutDSL
import Testing

struct TextDateStyleTests {
    /// 2026-01-01 00:00:00 UTC, the host's virtual epoch, plus 15:42:07.
    private let date = Date(timeIntervalSince1970: 1_767_225_600 + 15 * 3600 + 42 * 60 + 7)

    private func string(_ dynamic: Text.Dynamic, now: Date) -> String {
        dynamic.string("", in: EnvironmentValues(), now: now)
    }

    /// Absolute styles in en_US and UTC (the environment's defaults), as iOS formats them.
    @Test func absoluteStyles() {
        #expect(string(.date(date, .time), now: date) == "3:42\u{202F}PM")
        #expect(string(.date(date, .date), now: date) == "January 1, 2026")
    }

    /// Relative styles count from now: the two largest units, the signed largest, a stopwatch.
    @Test func relativeStyles() {
        let now = date.addingTimeInterval(-(2 * 3600 + 23 * 60 + 5))
        #expect(string(.date(date, .relative), now: now) == "2 hours, 23 minutes")
        #expect(string(.date(date, .offset), now: now) == "+2 hours")
        #expect(string(.date(date, .timer), now: now) == "2:23:05")
        #expect(string(.date(date, .timer), now: date.addingTimeInterval(-152)) == "2:32")
        #expect(string(.date(date, .relative), now: date.addingTimeInterval(60)) == "1 minute")
        #expect(string(.date(date, .offset), now: date.addingTimeInterval(60)) == "-1 minute")
    }

    /// A timer interval counts down to its end (or up from its start), clamped to the interval.
    @Test func timerInterval() {
        let range = date...date.addingTimeInterval(300)
        #expect(string(.timerInterval(range, countsDown: true), now: date.addingTimeInterval(60)) == "4:00")
        #expect(string(.timerInterval(range, countsDown: false), now: date.addingTimeInterval(60)) == "1:00")
        #expect(string(.timerInterval(range, countsDown: true), now: date.addingTimeInterval(900)) == "0:00")
    }
}
