import SwiftUI

/// What a trip cost against its budget: the total, a capacity gauge, what is left, the
/// spending by category and the latest expenses.
struct ExpenseSummary: View {
    let trip: Trip
    var latestCount = 3

    private var latestExpenses: [Expense] {
        Array(trip.expenses.sorted { $0.date > $1.date }.prefix(latestCount))
    }

    private var isOverBudget: Bool { trip.remainingBudget < 0 }

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(alignment: .center) {
                VStack(alignment: .leading, spacing: 2) {
                    Text("detail.spending", bundle: .wayfarerResources)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Text(trip.totalSpent, format: .tripCurrency(trip.currencyCode))
                        .font(.system(.title, design: .rounded, weight: .bold))
                        .monospacedDigit()
                }
                Spacer()
                Gauge(value: trip.budgetFraction) {
                    Text("Budget")
                } currentValueLabel: {
                    Text(trip.budgetFraction, format: .wholePercent)
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(isOverBudget ? Color.red : Color.wayfarerAccent)
            }

            ProgressView(value: trip.budgetFraction)
                .tint(isOverBudget ? Color.red : Color.wayfarerAccent)

            Group {
                if isOverBudget {
                    Text("\(Formatters.currency(-trip.remainingBudget, code: trip.currencyCode)) over a budget of \(Formatters.currency(trip.budget, code: trip.currencyCode))")
                        .foregroundStyle(.red)
                } else {
                    Text("\(Formatters.currency(trip.remainingBudget, code: trip.currencyCode)) left of \(Formatters.currency(trip.budget, code: trip.currencyCode))")
                        .foregroundStyle(.secondary)
                }
            }
            .font(.footnote)

            if trip.expenses.isEmpty {
                Label("Nothing spent yet", systemImage: "creditcard")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            } else {
                Divider()
                Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 8) {
                    ForEach(trip.spendingCategories) { category in
                        GridRow {
                            Image(systemName: category.symbol)
                                .foregroundStyle(category.color)
                                .gridColumnAlignment(.center)
                            Text(category.title)
                            Text(trip.total(for: category), format: .tripCurrency(trip.currencyCode))
                                .monospacedDigit()
                                .frame(maxWidth: .infinity, alignment: .trailing)
                        }
                    }
                }
                .font(.subheadline)

                Divider()
                VStack(alignment: .leading, spacing: 6) {
                    Text("Latest")
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                        .textCase(.uppercase)
                    ForEach(latestExpenses) { expense in
                        HStack {
                            Text(expense.title)
                            Spacer()
                            Text(expense.date.shortDay)
                                .foregroundStyle(.secondary)
                            Text(expense.amount, format: .tripCurrency(trip.currencyCode))
                                .monospacedDigit()
                        }
                        .font(.footnote)
                    }
                }
            }
        }
        .card()
    }
}

struct ExpenseSummary_Previews: PreviewProvider {
    static var previews: some View {
        ExpenseSummary(trip: .lisbonWithFado)
            .padding()
            .frame(maxHeight: .infinity, alignment: .top)
            .background(Color.wayfarerSand)
            .previewDisplayName("Lisbon")

        ExpenseSummary(trip: .kyoto)
            .padding()
            .frame(maxHeight: .infinity, alignment: .top)
            .background(Color.wayfarerSand)
            .preferredColorScheme(.dark)
            .previewDisplayName("Kyoto, dark")

        ExpenseSummary(trip: .marrakech)
            .padding()
            .previewDisplayName("Over budget")

        ExpenseSummary(trip: .draft)
            .padding()
            .previewDisplayName("Nothing spent")
    }
}
