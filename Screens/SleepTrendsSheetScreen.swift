import SwiftUI

/// A health dashboard whose metric opens its trend in a sheet at the medium detent, as health and
/// fitness apps show details: a grid of metric cards behind, and over them a resizable sheet with a
/// title bar, a period picker and a week of bars. iOS 26 floats a sheet shorter than the large
/// detent on glass, 8 pt from the screen's sides and bottom, over the dimmed dashboard
/// (docs/reference/ios26-design.md, "Sheets").
struct SleepTrendsSheetScreen: View {
    struct Metric: Identifiable {
        let id: String
        let value: String
        let unit: String
        let color: Color
    }

    private let metrics = [
        Metric(id: "Sleep", value: "7 h 12 min", unit: "last night", color: .indigo),
        Metric(id: "Resting Heart Rate", value: "58", unit: "bpm", color: .red),
        Metric(id: "Steps", value: "8,431", unit: "today", color: .orange),
        Metric(id: "Mindful Minutes", value: "15", unit: "min", color: .teal),
    ]
    @State private var selected: Metric? = nil
    @State private var showsTrend = true

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible(), spacing: 12), GridItem(.flexible())], spacing: 12) {
                    ForEach(metrics) { metric in
                        MetricCard(metric: metric)
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Summary")
        }
        .sheet(isPresented: $showsTrend) {
            SleepTrend()
                .presentationDetents([.medium, .large])
        }
    }
}

private struct MetricCard: View {
    let metric: SleepTrendsSheetScreen.Metric

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(metric.id)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(metric.color)
            Spacer(minLength: 12)
            Text(metric.value)
                .font(.title2.bold())
            Text(metric.unit)
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, minHeight: 120, alignment: .leading)
        .padding()
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 20, style: .continuous))
    }
}

private struct SleepTrend: View {
    enum Period: String, CaseIterable, Identifiable {
        case week = "W", month = "M", sixMonths = "6M", year = "Y"
        var id: Self { self }
    }

    @State private var period = Period.week
    @Environment(\.dismiss) private var dismiss
    private let hours: [(day: String, hours: Double)] = [
        ("M", 6.8), ("T", 7.4), ("W", 5.9), ("T", 7.1), ("F", 6.2), ("S", 8.3), ("S", 7.2),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Sleep")
                    .font(.headline)
                Spacer()
                Button("Done") { dismiss() }
                    .fontWeight(.semibold)
            }
            Picker("Period", selection: $period) {
                ForEach(Period.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            VStack(alignment: .leading, spacing: 2) {
                Text("AVERAGE")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                Text("7 h 01 min")
                    .font(.title.bold())
            }
            HStack(alignment: .bottom, spacing: 10) {
                ForEach(hours.indices, id: \.self) { index in
                    VStack(spacing: 6) {
                        RoundedRectangle(cornerRadius: 4, style: .continuous)
                            .fill(Color.indigo.gradient)
                            .frame(height: hours[index].hours * 18)
                        Text(hours[index].day)
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
        .padding(20)
        .padding(.top, 8)
    }
}

#Preview {
    SleepTrendsSheetScreen()
}
