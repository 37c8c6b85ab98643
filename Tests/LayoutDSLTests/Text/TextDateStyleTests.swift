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
        func timer(countsDown: Bool, pauseTime: Date? = nil, showsHours: Bool = true) -> Text.Dynamic {
            .timerInterval(range, countsDown: countsDown, pauseTime: pauseTime, showsHours: showsHours)
        }
        #expect(string(timer(countsDown: true), now: date.addingTimeInterval(60)) == "4:00")
        #expect(string(timer(countsDown: false), now: date.addingTimeInterval(60)) == "1:00")
        #expect(string(timer(countsDown: true), now: date.addingTimeInterval(900)) == "0:00")
        // Paused, it shows the time it stopped at, whatever the time now.
        #expect(string(timer(countsDown: true, pauseTime: date.addingTimeInterval(10)), now: date.addingTimeInterval(60)) == "4:50")
        // Without hours, minutes count on past 59.
        let long = date...date.addingTimeInterval(7300)
        #expect(string(.timerInterval(long, countsDown: true, pauseTime: nil, showsHours: false), now: date) == "121:40")
        #expect(string(.timerInterval(long, countsDown: true, pauseTime: nil, showsHours: true), now: date) == "2:01:40")
    }

    /// `Text.DateStyle` is `Codable`: a style survives a round trip.
    @Test func dateStyleIsCodable() throws {
        let data = try JSONEncoder().encode([Text.DateStyle.time, .timer])
        #expect(try JSONDecoder().decode([Text.DateStyle].self, from: data) == [.time, .timer])
    }

    /// Text 10 points a character wide, that keeps its string.
    final class Recorder: TextMeasuring {
        final class Shaped: ShapedText {
            let size: CGSize, string: String
            init(_ string: String, width: CGFloat?) {
                self.string = string
                size = CGSize(width: min(CGFloat(string.count) * 10, width ?? .infinity), height: 20)
            }
            var firstBaseline: CGFloat { 16 }
            var lastBaseline: CGFloat { 16 }
            var lineCount: Int { 1 }
        }
        func layout(_ text: StyledText, width: CGFloat?, height: CGFloat?, options: TextLayoutOptions) -> ShapedText {
            Shaped(text.string, width: width)
        }
    }

    /// `.sizeDependent` falls back to a shorter form of a date when the long one does not fit;
    /// `.fixed` keeps it (and wraps).
    @Test func sizeDependentVariantFitsTheWidth() throws {
        func shown(_ variant: some TextVariantPreference, width: CGFloat) throws -> String? {
            let view = Text(date, style: .date).textVariant(variant).frame(width: width)
            var environment = EnvironmentValues()
            environment.textMeasurer = Recorder()
            let tree = try ViewHost(view, canvasSize: CGSize(width: 400, height: 100), environment: environment).update()
            let text = tree.allNodes.first { $0.type == "Text" }?.display.content.first
            guard case .text(let shaped)? = text else { return nil }
            return (shaped as? Recorder.Shaped)?.string
        }
        #expect(try shown(.sizeDependent, width: 300) == "January 1, 2026")
        #expect(try shown(.sizeDependent, width: 120) == "Jan 1, 2026")
        #expect(try shown(.sizeDependent, width: 70) == "1/1/26")
        #expect(try shown(.sizeDependent, width: 20) == "1/1/26")
        #expect(try shown(.fixed, width: 70) == "January 1, 2026")
    }
}
