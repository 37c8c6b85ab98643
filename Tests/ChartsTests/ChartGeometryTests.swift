import Foundation
@testable import Charts
import LayoutDSL
import Testing

/// Where marks fall in a plot, against the iOS renders measured in docs/charts.md §3.
struct ChartGeometryTests {
    /// iOS (multiLine.png): two cities' daily sales as lines over 30 days in a 340 × 100 plot, axes
    /// hidden: the domain is the data's, 0…147, and Cupertino's first value, 54, is drawn 63.6 pt
    /// from the top (the rule: 63.3), the first day on the plot's leading edge. With its axis
    /// shown, the domain widens to the axis' outer tick, 150.
    @Test func linesOverDaysSpanThePlot() throws {
        let values: [(String, Int, Double)] = [("Cupertino", 1, 54), ("Cupertino", 30, 125), ("San Francisco", 1, 80), ("San Francisco", 17, 147)]
        @ChartContentBuilder var content: some ChartContent {
            ForEach(values, id: \.1) { city, day, sales in
                LineMark(x: .value("Date", ChartFixtures.day(day)), y: .value("Sales", sales))
                    .foregroundStyle(by: .value("City", city))
            }
        }
        var hidden = ChartConfiguration()
        hidden.y.axisVisibility = .hidden
        let model = ChartFixtures.model(hidden) { content }
        guard case .continuous(let lower, let upper, false)? = model.y?.domain else { Issue.record("no number scale"); return }
        #expect(lower == 0 && upper == 147)
        let geometry = ChartGeometry(model: model, size: CGSize(width: 340, height: 100))
        #expect(geometry.point(of: model.marks[0]) == CGPoint(x: 0, y: 100 - 54.0 / 147 * 100))
        #expect(geometry.point(of: model.marks[1]) == CGPoint(x: 340, y: 100 - 125.0 / 147 * 100))
        #expect(model.legend.map(\.label) == ["Cupertino", "San Francisco"])
        guard case .continuous(_, let shown, false)? = ChartFixtures.model { content }.y?.domain else { Issue.record("no number scale"); return }
        #expect(shown == 150)
    }

    /// iOS (singleBar.png): daily bars up to 250 with axes hidden reach the plot's top; every
    /// bar's height is its value over 250 of 100 pt (measured to a pixel at 3x for all 30).
    @Test func hiddenAxesLeaveTheDomainAtTheData() throws {
        var hidden = ChartConfiguration()
        hidden.y.axisVisibility = .hidden
        let model = ChartFixtures.model(hidden) {
            BarMark(x: .value("Day", ChartFixtures.day(1)), y: .value("Sales", 168))
            BarMark(x: .value("Day", ChartFixtures.day(2)), y: .value("Sales", 250))
        }
        let geometry = ChartGeometry(model: model, size: CGSize(width: 340, height: 100))
        #expect(try #require(geometry.rect(of: model.marks[1])).minY == 0)
        #expect(abs(try #require(geometry.rect(of: model.marks[0])).height - 67.2) < 1e-9)
    }

    /// iOS (twoBars.png): bars of `unit: .day` over a week, 340 pt wide: each centred in its
    /// day, 0.49 of it (iOS: x 12.33…36.0 pt for the first, 23.8 pt wide), stacked by city;
    /// bars positioned by one shared value stack as well.
    @Test func barsOfDaysTakeHalfTheirDayAndStack() throws {
        let model = ChartFixtures.model {
            ForEach(1...7, id: \.self) { day in
                BarMark(x: .value("Day", ChartFixtures.day(day), unit: .day), y: .value("Sales", 10))
                    .foregroundStyle(by: .value("City", "Cupertino"))
                BarMark(x: .value("Day", ChartFixtures.day(day), unit: .day), y: .value("Sales", 20))
                    .foregroundStyle(by: .value("City", "San Francisco"))
            }
            .position(by: .value("City", "Common"))
        }
        let geometry = ChartGeometry(model: model, size: CGSize(width: 340, height: 100))
        let first = try #require(geometry.rect(of: model.marks[0]))
        let day = 340.0 / 7
        #expect(abs(first.minX - day * 0.255) < 1e-9 && abs(first.width - day * 0.49) < 1e-9)
        // Domain 0…30 (steps of 10 at most six ticks): the first city from 0 to 10, the second on it.
        #expect(abs(first.minY - (100 - 100.0 / 3)) < 1e-9 && first.maxY == 100)
        let second = try #require(geometry.rect(of: model.marks[1]))
        #expect(abs(second.maxY - first.minY) < 1e-9 && second.minY == 0)
    }

    /// iOS (singleBar.png): bars at dates without a unit stand on their dates, 70 % of the
    /// distance between neighbours wide (Apple's documented 70 % of the step; iOS drew 8.0 pt
    /// where the rule gives 8.2), the first one half outside the plot.
    @Test func barsAtDatesTakeSeventyPercentOfTheirStep() throws {
        let model = ChartFixtures.model {
            ForEach(1...30, id: \.self) { day in
                BarMark(x: .value("Date", ChartFixtures.day(day)), y: .value("Sales", Double(day)))
            }
        }
        let geometry = ChartGeometry(model: model, size: CGSize(width: 340, height: 100))
        let first = try #require(geometry.rect(of: model.marks[0]))
        let step = 340.0 / 29
        #expect(abs(first.midX) < 1e-9 && abs(first.width - step * 0.7) < 1e-9)
    }

    /// Categories are bands in order of appearance; a bar takes 70 % of its band; 0…6 is the
    /// domain (steps of 2: four ticks).
    @Test func categoriesAreBands() throws {
        let model = ChartFixtures.model {
            BarMark(x: .value("Shape", "Cube"), y: .value("Count", 5))
            BarMark(x: .value("Shape", "Sphere"), y: .value("Count", 6))
            BarMark(x: .value("Shape", "Pyramid"), y: .value("Count", 4))
        }
        #expect(model.x?.categories == ["Cube", "Sphere", "Pyramid"])
        let geometry = ChartGeometry(model: model, size: CGSize(width: 300, height: 100))
        let sphere = try #require(geometry.rect(of: model.marks[1]))
        #expect(sphere == CGRect(x: 115, y: 0, width: 70, height: 100))
    }

    /// `position(by:)` sets bars of a band side by side; `.normalized` stacks fill the domain.
    @Test func groupedAndNormalizedBars() throws {
        let grouped = ChartFixtures.model {
            BarMark(x: .value("Q", "Q1"), y: .value("Sales", 4)).position(by: .value("Year", "2023"))
            BarMark(x: .value("Q", "Q1"), y: .value("Sales", 6)).position(by: .value("Year", "2024"))
        }
        let geometry = ChartGeometry(model: grouped, size: CGSize(width: 100, height: 100))
        let a = try #require(geometry.rect(of: grouped.marks[0])), b = try #require(geometry.rect(of: grouped.marks[1]))
        #expect(a.minX == 15 && a.width == 35 && abs(a.height - 400.0 / 6) < 1e-9 && a.maxY == 100)
        #expect(b == CGRect(x: 50, y: 0, width: 35, height: 100))
        let normalized = ChartFixtures.model {
            BarMark(x: .value("Q", "Q1"), y: .value("Share", 1), stacking: .normalized)
            BarMark(x: .value("Q", "Q1"), y: .value("Share", 3), stacking: .normalized)
        }
        #expect(normalized.marks.map(\.stacked) == [0...0.25, 0.25...1])
    }

    /// A donut's slices run clockwise from twelve o'clock in proportion to their values.
    @Test func slicesRunClockwiseFromTwelve() throws {
        let model = ChartFixtures.model {
            SectorMark(angle: .value("A", 1), innerRadius: .ratio(0.5))
            SectorMark(angle: .value("B", 3), innerRadius: .ratio(0.5))
        }
        let slices = ChartGeometry(model: model, size: CGSize(width: 200, height: 100)).slices()
        let a = try #require(slices[0]), b = try #require(slices[1])
        #expect(a.startAngle == -.pi / 2 && abs(a.endAngle - 0) < 1e-12 && abs(b.endAngle - 1.5 * .pi) < 1e-12)
        #expect(a.center == CGPoint(x: 100, y: 50) && a.outerRadius == 50 && a.innerRadius == 25)
    }
}

/// Scrolling windows, function plots and per-value styles.
struct ChartScaleFeatureTests {
    /// `chartXVisibleDomain(length: 7)` from "D3": seven bands, D3 first, each 1/7 of the plot.
    @Test func aScrolledBandScaleShowsItsWindow() throws {
        var configuration = ChartConfiguration()
        configuration.x.scrollable = true
        configuration.x.visibleLength = .number(7)
        configuration.x.scrollPosition = .category("D3")
        let model = ChartFixtures.model(configuration) {
            ForEach(0..<30, id: \.self) { day in BarMark(x: .value("Day", "D\(day)"), y: .value("Steps", 1)) }
        }
        let scale = try #require(model.x)
        #expect(scale.window == 3...10)
        #expect(scale.fraction(of: .category("D3")) == 0.5 / 7)
        #expect(scale.fraction(of: .category("D0"))! < 0)
        let values = AxisValues(scale: scale, request: .automatic, formatting: ChartFixtures.formatting).values
        #expect(values.count == 30)
    }

    /// A function plot is sampled at 257 points over its domain; undefined values break the line.
    @Test func functionPlotsAreSampledAndBreakWhereUndefined() throws {
        let model = ChartFixtures.model {
            LinePlot(x: "x", y: "1/x", domain: -1...1) { 1 / $0 }
        }
        #expect(model.marks.count == 256)  // x = 0 gives an infinite value
        let series = Set(model.marks.compactMap(\.series))
        #expect(series.count == 2)
        guard case .continuous(let lower, let upper, false)? = model.x?.domain else { Issue.record("no x scale"); return }
        #expect(lower == -1 && upper == 1)
    }

    /// `lineStyle(by:)` gives the second value a dashed stroke; `symbolSize(by:)` the largest
    /// value an area of 200 square points.
    @Test func stylesByValue() throws {
        let model = ChartFixtures.model {
            LineMark(x: .value("x", 1), y: .value("y", 1)).lineStyle(by: .value("City", "Oslo"))
            LineMark(x: .value("x", 1), y: .value("y", 2)).lineStyle(by: .value("City", "Rome"))
            PointMark(x: .value("x", 1), y: .value("y", 1)).symbolSize(by: .value("Size", 10))
            PointMark(x: .value("x", 2), y: .value("y", 2)).symbolSize(by: .value("Size", 30))
        }
        #expect(model.marks[0].mark.style.lineStyle?.dash == [] && model.marks[1].mark.style.lineStyle?.dash == [6, 3])
        let large = try #require(model.marks[3].mark.style.symbolSize)
        #expect(abs(large.width * large.width * .pi / 4 - 200) < 1e-9)
    }
}

/// A slice's outline: edges the angular inset apart all along, corners rounded by cornerRadius.
struct SectorOutlineTests {
    private let quarter = ChartGeometry.Slice(center: CGPoint(x: 100, y: 100), startAngle: -.pi / 2, endAngle: 0,
                                              innerRadius: 50, outerRadius: 100, angularInset: 4)

    private func path(_ radius: CGFloat) -> Path {
        var path = Path()
        SectorOutline(slice: quarter, cornerRadius: radius).add(to: &path)
        return path
    }

    @Test func edgesStandHalfTheInsetFromTheSliceLine() {
        let sharp = path(0)
        // The start edge (up from the centre) moved 2 pt right: x = 101.9 is outside, 102.1 inside.
        #expect(!sharp.contains(CGPoint(x: 101.9, y: 25)) && sharp.contains(CGPoint(x: 102.1, y: 25)))
        #expect(sharp.contains(CGPoint(x: 175, y: 97.9)) && !sharp.contains(CGPoint(x: 175, y: 98.1)))
    }

    @Test func cornersRoundWithTheRadius() {
        let (sharp, rounded) = (path(0), path(10))
        // Just inside the outer start corner: filled when sharp, cut by a 10 pt rounding.
        let corner = CGPoint(x: 102.6, y: 0.6)
        #expect(sharp.contains(corner) && !rounded.contains(corner))
        // The ring's middle is unchanged.
        #expect(rounded.contains(CGPoint(x: 100 + 75 * cos(-.pi / 4), y: 100 + 75 * sin(-.pi / 4))))
    }
}
