import Foundation
@testable import Charts
import LayoutDSL
import Render

/// Data re-created from the public Swift Charts examples whose iOS renders docs/charts.md
/// measures (jordibruin/Swift-Charts-Examples, rendered by `ImageRenderer` at 3x on iOS 16):
/// the data here is our own, shaped as theirs (two cities over days), with the values the
/// measurements name.
enum ChartFixtures {
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    static let formatting = ChartFormatting(locale: Locale(identifier: "en_US"), calendar: utc, timeZone: TimeZone(identifier: "UTC")!)

    static func day(_ day: Int, month: Int = 5) -> Date {
        utc.date(from: DateComponents(year: 2022, month: month, day: day))!
    }

    static func model<C: ChartContent>(_ configuration: ChartConfiguration = ChartConfiguration(), @ChartContentBuilder _ content: () -> C) -> ChartModel {
        ChartModel(marks: content().resolvedMarks, configuration: configuration, formatting: formatting)
    }

    static func tree<V: View>(_ view: V, size: CGSize) throws -> ResolvedTree {
        try ViewHost(view.environment(\.locale, Locale(identifier: "en_US")).environment(\.timeZone, TimeZone(identifier: "UTC")!)
                        .environment(\.calendar, utc),
                     canvasSize: size, environment: .rendering(scale: 3)).update()
    }
}
