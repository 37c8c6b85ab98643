@testable import LayoutDSL
import Foundation
import Testing

/// Date pickers: strings in the environment's calendar, zone and locale; sizes of each style;
/// the range clamps; a tap on a calendar day selects it.
struct DatePickerTests {
    /// 23 November 2026, 9:41 UTC, a Monday.
    static let date = Date(timeIntervalSinceReferenceDate: 817_119_660)

    @Test func formatsInTheEnvironment() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let utc = DateFormatting(calendar: calendar, timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US"))
        #expect(utc.date(Self.date) == "Nov 23, 2026")
        #expect(utc.time(Self.date).replacingOccurrences(of: "\u{202F}", with: " ") == "9:41 AM")
        #expect(utc.uses12HourClock)
        let tokyo = DateFormatting(calendar: calendar, timeZone: TimeZone(identifier: "Asia/Tokyo")!, locale: Locale(identifier: "de_DE"))
        #expect(tokyo.time(Self.date) == "18:41")
        #expect(!tokyo.uses12HourClock)
    }

    /// Compact, labels hidden: the date field (12 characters) and the time field (7), each
    /// text plus 11 pt a side and 6 pt above and below, 6 pt apart; with the label, the row
    /// takes the offered width. iOS 18's fields (iOS 26's are at least 34 pt tall:
    /// Tests/RenderTests/Glass/GlassCompactDatePickerTests.swift).
    @Test(.design(.compatibility)) func compactSizes() throws {
        let line = try size(of: Text("x"), proposing: nil, nil).height
        let text = { (count: Int) in CGFloat(count) * 17 / 2 }
        let fields = CGSize(width: text(12) + 22 + 6 + text(7) + 22, height: line + 12)
        let bare = DatePicker("Starts", selection: .constant(Self.date)).labelsHidden()
        #expect(try size(of: bare, proposing: nil, nil) == fields)
        #expect(try size(of: bare, proposing: 300, 100) == fields)
        let row = DatePicker("Starts", selection: .constant(Self.date))
        #expect(try size(of: row, proposing: 350, 100) == CGSize(width: 350, height: line + 12))
        let dateOnly = DatePicker("Day", selection: .constant(Self.date), displayedComponents: .date).labelsHidden()
        #expect(try size(of: dateOnly, proposing: nil, nil) == CGSize(width: text(12) + 22, height: line + 12))
    }

    /// Graphical: a 44-pt header, the weekday row, six 44-pt weeks; 320 wide ideally.
    @Test func graphicalSizes() throws {
        let weekday = try size(of: Text("MON").font(.footnote.weight(.semibold)), proposing: nil, nil).height
        let view = DatePicker("Day", selection: .constant(Self.date), displayedComponents: .date).datePickerStyle(.graphical)
        #expect(try size(of: view, proposing: nil, nil) == CGSize(width: 320, height: 44 + weekday + 6 * 44))
        #expect(try size(of: view, proposing: 360, 600) == CGSize(width: 360, height: 44 + weekday + 6 * 44))
        #expect(try measured(view, proposing: .infinity, .infinity).width == .infinity)
    }

    /// The wheel is a UIPickerView: 320 × 216 ideally, 216 tall at any offer.
    @Test func wheelSizes() throws {
        let view = DatePicker("When", selection: .constant(Self.date)).datePickerStyle(.wheel)
        #expect(try size(of: view, proposing: nil, nil) == CGSize(width: 320, height: 216))
        #expect(try size(of: view, proposing: 300, 0) == CGSize(width: 300, height: 216))
    }

    struct CalendarScreen: View {
        @State var date = DatePickerTests.date
        let range: ClosedRange<Date>
        var body: some View {
            VStack(spacing: 0) {
                DatePicker("Day", selection: $date, in: range, displayedComponents: .date).datePickerStyle(.graphical)
                Text(date.formatted(.iso8601)).accessibilityIdentifier("date")
            }
            .frame(width: 350)
        }
    }

    /// A tap on the 25th selects it, keeping the time; a date outside the range shows as the
    /// bound and days past the bound do not select.
    @Test func tapsAndRange() throws {
        let range = DatePickerTests.date.addingTimeInterval(-86_400 * 30)...DatePickerTests.date.addingTimeInterval(86_400 * 3)
        let host = ViewHost(CalendarScreen(range: range), canvasSize: CGSize(width: 350, height: 500))
        var tree = try host.update()
        let day25 = try #require(tree.allNodes.first { $0.text == "25" })
        tree = try host.tap(at: CGPoint(x: day25.frame.midX, y: day25.frame.midY))
        #expect(tree.node(id: "date")?.text == "2026-11-25T09:41:00Z")
        let day30 = try #require(tree.allNodes.first { $0.text == "30" })
        tree = try host.tap(at: CGPoint(x: day30.frame.midX, y: day30.frame.midY))
        #expect(tree.node(id: "date")?.text == "2026-11-25T09:41:00Z")

        let late = DatePicker("Day", selection: .constant(Self.date.addingTimeInterval(86_400 * 365)), in: ...Self.date, displayedComponents: .date)
            .labelsHidden()
        #expect(try resolve(late).allNodes.contains { $0.text == "Nov 23, 2026" })
    }

    private struct Starts: View {
        @State var date = DatePickerTests.date
        var body: some View {
            VStack {
                DatePicker("Starts", selection: $date)
                Spacer()
            }
            .padding(.horizontal, 16)
        }
    }

    /// A tap on a compact picker's date field opens the month calendar on a 320-point platter
    /// hanging 6 points below the field; a day tapped there selects it; a tap outside closes
    /// it. The time field opens the wheels.
    @Test(.design(.compatibility)) func compactFieldsOpenTheirPlatters() throws {
        let host = iPhone16Host(Starts())
        let closed = try host.update()
        #expect(!closed.allNodes.contains { $0.text == "November 2026" })
        let field = try #require(closed.allNodes.last { $0.text == "Nov 23, 2026" }).frame
        let open = try host.tap(at: CGPoint(x: field.midX, y: field.midY))
        let month = try #require(open.allNodes.last { $0.text == "November 2026" }).frame
        // The field's grey plate is 6 points taller than its text; the calendar's header row is 44.
        #expect(abs(month.midY - (field.maxY + 6 + 6 + 22)) < 0.5)
        let day = try #require(open.allNodes.last { $0.text == "25" }).frame
        let picked = try host.tap(at: CGPoint(x: day.midX, y: day.midY))
        #expect(picked.allNodes.contains { $0.text == "Nov 25, 2026" })
        let closedAgain = try host.tap(at: CGPoint(x: 200, y: 800))
        #expect(!closedAgain.allNodes.contains { $0.text == "November 2026" })
        let time = try #require(closedAgain.allNodes.last { $0.text?.hasSuffix("AM") == true && $0.text?.count ?? 0 < 9 }).frame
        let wheels = try host.tap(at: CGPoint(x: time.midX, y: time.midY))
        #expect(wheels.allNodes.contains { $0.text == "41" })
    }
}
