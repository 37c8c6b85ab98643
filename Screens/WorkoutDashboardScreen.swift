import SwiftUI

/// A workout dashboard: a segmented range picker, rings and gauges for today's goals, weekly
/// progress bars and quick actions.
struct WorkoutDashboardScreen: View {
    enum Range: String, CaseIterable, Identifiable {
        case day = "D", week = "W", month = "M", year = "Y"
        var id: Self { self }
    }

    struct Goal: Identifiable {
        let id = UUID()
        let name: String
        let done: Double
        let target: Double
        let unit: String
        let color: Color
    }

    @State private var range = Range.day
    @State private var sport = "Running"

    private let goals = [
        Goal(name: "Move", done: 420, target: 600, unit: "kcal", color: .red),
        Goal(name: "Exercise", done: 24, target: 30, unit: "min", color: .green),
        Goal(name: "Stand", done: 9, target: 12, unit: "hr", color: .cyan),
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                HStack {
                    Text("Summary")
                        .font(.largeTitle.bold())
                    Spacer()
                    Menu {
                        Button("Running") { sport = "Running" }
                        Button("Cycling") { sport = "Cycling" }
                    } label: {
                        Label(sport, systemImage: "heart.fill")
                    }
                    .menuStyle(.button)
                    .buttonStyle(.bordered)
                }

                Picker("Range", selection: $range) {
                    ForEach(Range.allCases) { range in
                        Text(range.rawValue)
                    }
                }
                .pickerStyle(.segmented)

                HStack(spacing: 16) {
                    ForEach(goals) { goal in
                        VStack(spacing: 8) {
                            Gauge(value: goal.done, in: 0...goal.target) {
                                Text(goal.name)
                            } currentValueLabel: {
                                Text("\(Int(goal.done / goal.target * 100))%")
                            }
                            .gaugeStyle(.accessoryCircularCapacity)
                            .tint(goal.color)
                            Text(goal.name)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        .frame(maxWidth: .infinity)
                    }
                }

                GroupBox("This Week") {
                    VStack(alignment: .leading, spacing: 14) {
                        ForEach(goals) { goal in
                            ProgressView(value: goal.done, total: goal.target) {
                                Text(goal.name)
                            } currentValueLabel: {
                                Text("\(Int(goal.done)) of \(Int(goal.target)) \(goal.unit)")
                            }
                            .tint(goal.color)
                        }
                    }
                }

                VStack(alignment: .leading, spacing: 8) {
                    Text("Heart Rate")
                        .font(.headline)
                    Gauge(value: 128, in: 60...190) {
                        Text("BPM")
                    } currentValueLabel: {
                        Text("128 BPM")
                    } minimumValueLabel: {
                        Text("60")
                    } maximumValueLabel: {
                        Text("190")
                    }
                    .tint(.pink)
                }

                ControlGroup {
                    Button("Start", systemImage: "play.fill") {}
                    Button("Pause", systemImage: "pause.fill") {}
                    Button("End", systemImage: "stop.fill") {}
                }

                ProgressView("Syncing with Health…")
                    .frame(maxWidth: .infinity)
            }
            .padding()
        }
    }
}

struct WorkoutDashboardScreen_Previews: PreviewProvider {
    static var previews: some View {
        WorkoutDashboardScreen()
    }
}
