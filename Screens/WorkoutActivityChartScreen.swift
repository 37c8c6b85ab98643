import Charts
import SwiftUI

/// A fitness app's activity tab: minutes of exercise per day this week as bars with the
/// week's average, and today's heart rate as a smoothed line with its range shaded.
struct WorkoutActivityChartScreen: View {
    struct Day: Identifiable {
        let date: Date
        let minutes: Int
        var id: Date { date }
    }

    struct Beat: Identifiable {
        let time: Date
        let bpm: Double
        var id: Date { time }
    }

    private static let monday = Date(timeIntervalSince1970: 1_717_977_600) // 10 June 2024, UTC

    private let week: [Day] = [32, 45, 18, 60, 27, 75, 40].enumerated().map { index, minutes in
        Day(date: monday.addingTimeInterval(Double(index) * 86_400), minutes: minutes)
    }

    private let heartRate: [Beat] = [62, 64, 71, 98, 132, 141, 128, 96, 80, 74, 70, 68].enumerated().map { index, bpm in
        Beat(time: monday.addingTimeInterval(6 * 3600 + Double(index) * 3600), bpm: bpm)
    }

    private var average: Double { Double(week.reduce(0) { $0 + $1.minutes }) / Double(week.count) }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Exercise")
                        .font(.headline)
                    Text("\(Int(average)) min average")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Chart {
                        ForEach(week) { day in
                            BarMark(x: .value("Day", day.date, unit: .day), y: .value("Minutes", day.minutes))
                                .foregroundStyle(.green.gradient)
                                .cornerRadius(4)
                        }
                        RuleMark(y: .value("Average", average))
                            .foregroundStyle(.orange)
                            .lineStyle(StrokeStyle(lineWidth: 2, dash: [4, 4]))
                    }
                    .chartXAxis {
                        AxisMarks(values: .stride(by: .day)) { _ in
                            AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
                        }
                    }
                    .frame(height: 180)
                }
                .padding()
                .background(.background, in: RoundedRectangle(cornerRadius: 16))

                VStack(alignment: .leading, spacing: 8) {
                    Text("Heart Rate")
                        .font(.headline)
                    Chart(heartRate) { beat in
                        AreaMark(x: .value("Time", beat.time), yStart: .value("Min", beat.bpm - 8), yEnd: .value("Max", beat.bpm + 8))
                            .foregroundStyle(.pink.opacity(0.2))
                            .interpolationMethod(.catmullRom)
                        LineMark(x: .value("Time", beat.time), y: .value("BPM", beat.bpm))
                            .foregroundStyle(.pink)
                            .interpolationMethod(.catmullRom)
                    }
                    .chartYScale(domain: 40...160)
                    .chartYAxis {
                        AxisMarks(position: .leading, values: [60, 100, 140])
                    }
                    .frame(height: 160)
                }
                .padding()
                .background(.background, in: RoundedRectangle(cornerRadius: 16))
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
    }
}

#Preview {
    WorkoutActivityChartScreen()
}
