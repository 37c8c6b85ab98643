import Charts
import SwiftUI

/// A month's budget: a donut of spending by category with the total in its hole, and a bar
/// for each category against its limit.
struct BudgetBreakdownScreen: View {
    struct Category: Identifiable {
        let name: String
        let spent: Double
        let limit: Double
        var id: String { name }
    }

    private let categories = [
        Category(name: "Housing", spent: 1450, limit: 1500),
        Category(name: "Food", spent: 620, limit: 550),
        Category(name: "Transport", spent: 210, limit: 300),
        Category(name: "Fun", spent: 340, limit: 400),
        Category(name: "Savings", spent: 500, limit: 500),
    ]

    private var total: Double { categories.reduce(0) { $0 + $1.spent } }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Chart(categories) { category in
                        SectorMark(angle: .value("Spent", category.spent), innerRadius: .ratio(0.62), angularInset: 1.5)
                            .foregroundStyle(by: .value("Category", category.name))
                    }
                    .chartLegend(position: .bottom, alignment: .center)
                    .chartBackground { _ in
                        VStack(spacing: 2) {
                            Text("Spent")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                            Text(total, format: .currency(code: "USD").precision(.fractionLength(0)))
                                .font(.title2.bold())
                        }
                        .offset(y: -12)
                    }
                    .frame(height: 260)
                    .padding(.vertical, 8)
                }

                Section("By category") {
                    Chart(categories) { category in
                        BarMark(x: .value("Spent", category.spent), y: .value("Category", category.name))
                            .foregroundStyle(category.spent > category.limit ? Color.red : Color.accentColor)
                            .cornerRadius(4)
                            .annotation(position: .trailing) {
                                Text(category.spent, format: .currency(code: "USD").precision(.fractionLength(0)))
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        RuleMark(xStart: .value("Start", 0), xEnd: .value("Limit", category.limit), y: .value("Category", category.name))
                            .foregroundStyle(.clear)
                    }
                    .chartXAxis(.hidden)
                    .chartXScale(domain: 0...1800)
                    .chartYAxis {
                        AxisMarks(position: .leading) { _ in
                            AxisValueLabel()
                        }
                    }
                    .frame(height: 200)
                }
            }
            .navigationTitle("June Budget")
        }
    }
}

#Preview {
    BudgetBreakdownScreen()
}
