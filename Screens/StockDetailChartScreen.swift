import Charts
import SwiftUI

/// A stock's detail page: the price over a trading day as a line with a gradient under it,
/// the previous close as a dashed rule, a range picker and the key statistics below.
struct StockDetailChartScreen: View {
    struct Quote: Identifiable {
        let time: Date
        let price: Double
        var id: Date { time }
    }

    enum Span: String, CaseIterable, Identifiable {
        case day = "1D", week = "1W", month = "1M", year = "1Y"
        var id: Self { self }
    }

    @State private var span = Span.day
    private let previousClose = 189.42

    private let quotes: [Quote] = {
        let open = Date(timeIntervalSince1970: 1_718_026_200) // 10 June 2024, 13:30 UTC
        let moves = [0.0, 0.8, 1.4, 0.9, 1.9, 2.6, 2.2, 3.1, 2.7, 3.6, 4.2, 3.8, 4.9]
        return moves.enumerated().map { index, move in
            Quote(time: open.addingTimeInterval(Double(index) * 1800), price: 190.1 + move)
        }
    }()

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("$195.00")
                            .font(.system(size: 34, weight: .bold))
                        Text("+5.58 (2.95%) today")
                            .font(.subheadline.weight(.semibold))
                            .foregroundStyle(.green)
                    }

                    Picker("Range", selection: $span) {
                        ForEach(Span.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)

                    Chart {
                        ForEach(quotes) { quote in
                            AreaMark(x: .value("Time", quote.time), yStart: .value("Low", 188), yEnd: .value("Price", quote.price))
                                .foregroundStyle(LinearGradient(colors: [.green.opacity(0.3), .green.opacity(0)], startPoint: .top, endPoint: .bottom))
                            LineMark(x: .value("Time", quote.time), y: .value("Price", quote.price))
                                .foregroundStyle(.green)
                        }
                        RuleMark(y: .value("Previous close", previousClose))
                            .foregroundStyle(.secondary)
                            .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
                            .annotation(position: .bottom, alignment: .leading) {
                                Text("Prev close")
                                    .font(.caption2)
                                    .foregroundStyle(.secondary)
                            }
                    }
                    .chartYScale(domain: .automatic(includesZero: false))
                    .chartXAxis {
                        AxisMarks(values: .stride(by: .hour, count: 2)) { _ in
                            AxisGridLine()
                            AxisValueLabel(format: .dateTime.hour())
                        }
                    }
                    .frame(height: 220)

                    GroupBox("Statistics") {
                        Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 8) {
                            GridRow { Text("Open").foregroundStyle(.secondary); Text("190.10"); Text("Vol").foregroundStyle(.secondary); Text("48.2M") }
                            GridRow { Text("High").foregroundStyle(.secondary); Text("195.32"); Text("P/E").foregroundStyle(.secondary); Text("29.6") }
                            GridRow { Text("Low").foregroundStyle(.secondary); Text("189.87"); Text("Mkt Cap").foregroundStyle(.secondary); Text("2.99T") }
                        }
                        .font(.subheadline)
                        .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
                .padding()
            }
            .navigationTitle("AAPL")
        }
    }
}

#Preview {
    StockDetailChartScreen()
}
