import SwiftUI
import Observation

enum ExpenseCategory: String, CaseIterable, Identifiable {
    case food = "Food", transport = "Transport", shopping = "Shopping", bills = "Bills"
    var id: Self { self }
    var symbol: String {
        switch self {
        case .food: "fork.knife"
        case .transport: "car.fill"
        case .shopping: "bag.fill"
        case .bills: "doc.text.fill"
        }
    }
    var color: Color {
        switch self {
        case .food: .orange
        case .transport: .blue
        case .shopping: .pink
        case .bills: .purple
        }
    }
}

struct Expense: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var amount: Decimal
    var category: ExpenseCategory
    var date: Date
}

@Observable
final class ExpenseStore {
    var expenses: [Expense]
    var monthlyBudget: Decimal = 1_500
    var searchText = ""

    init(expenses: [Expense] = ExpenseStore.sample) { self.expenses = expenses }

    var total: Decimal { expenses.reduce(0) { $0 + $1.amount } }
    var filtered: [Expense] {
        searchText.isEmpty ? expenses : expenses.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
    }
    func total(for category: ExpenseCategory) -> Decimal {
        expenses.filter { $0.category == category }.reduce(0) { $0 + $1.amount }
    }

    static let sample: [Expense] = {
        let start = Date(timeIntervalSince1970: 1_763_900_000)
        return [
            Expense(title: "Groceries", amount: 86.40, category: .food, date: start),
            Expense(title: "Metro card", amount: 33, category: .transport, date: start.addingTimeInterval(-86_400)),
            Expense(title: "Running shoes", amount: 129.99, category: .shopping, date: start.addingTimeInterval(-2 * 86_400)),
            Expense(title: "Electricity", amount: 74.25, category: .bills, date: start.addingTimeInterval(-3 * 86_400)),
            Expense(title: "Coffee", amount: 4.5, category: .food, date: start.addingTimeInterval(-3 * 86_400)),
        ]
    }()
}

struct ExpenseTrackerScreen: View {
    @State private var store = ExpenseStore()
    @State private var showingAdd = false
    @State private var selectedCategory: ExpenseCategory?

    var body: some View {
        NavigationStack {
            List {
                Section {
                    BudgetCard(spent: store.total, budget: store.monthlyBudget)
                        .listRowInsets(EdgeInsets())
                        .listRowBackground(Color.clear)
                }
                Section("By category") {
                    Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 10) {
                        ForEach(ExpenseCategory.allCases) { category in
                            GridRow {
                                Label(category.rawValue, systemImage: category.symbol)
                                    .foregroundStyle(category.color)
                                    .labelStyle(.titleAndIcon)
                                Spacer()
                                Text(store.total(for: category), format: .currency(code: "USD"))
                                    .monospacedDigit()
                                    .gridColumnAlignment(.trailing)
                            }
                        }
                    }
                    .padding(.vertical, 4)
                }
                Section {
                    ForEach(store.filtered) { expense in
                        ExpenseRow(expense: expense)
                            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                                Button(role: .destructive) {
                                    store.expenses.removeAll { $0.id == expense.id }
                                } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                            }
                            .contextMenu {
                                Button("Duplicate", systemImage: "plus.square.on.square") {}
                                ShareLink(item: expense.title)
                            }
                    }
                } header: {
                    Text("Recent")
                } footer: {
                    Text("\(store.expenses.count) expenses this month")
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Expenses")
            .searchable(text: $store.searchText, prompt: "Search expenses")
            .refreshable { }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu {
                        Picker("Category", selection: $selectedCategory) {
                            Text("All").tag(ExpenseCategory?.none)
                            ForEach(ExpenseCategory.allCases) { Text($0.rawValue).tag(Optional($0)) }
                        }
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button { showingAdd = true } label: { Image(systemName: "plus") }
                        .accessibilityLabel("Add expense")
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddExpenseForm()
                    .presentationDetents([.medium, .large])
            }
        }
    }
}

private struct BudgetCard: View {
    let spent: Decimal
    let budget: Decimal

    private var fraction: Double {
        let value = NSDecimalNumber(decimal: spent / budget).doubleValue
        return min(max(value, 0), 1)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline) {
                VStack(alignment: .leading, spacing: 2) {
                    Text("Spent in November")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Text(spent, format: .currency(code: "USD"))
                        .font(.system(.largeTitle, design: .rounded, weight: .bold))
                        .contentTransition(.numericText())
                }
                Spacer()
                Gauge(value: fraction) {
                    Text("Budget")
                } currentValueLabel: {
                    Text(fraction, format: .percent.precision(.fractionLength(0)))
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(fraction > 0.8 ? .red : .green)
            }
            ProgressView(value: fraction)
                .tint(.green)
            Text("\(budget - spent, format: .currency(code: "USD")) left of \(budget, format: .currency(code: "USD"))")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

private struct ExpenseRow: View {
    let expense: Expense

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: expense.category.symbol)
                .font(.body.weight(.semibold))
                .foregroundStyle(.white)
                .frame(width: 36, height: 36)
                .background(expense.category.color.gradient, in: .rect(cornerRadius: 8))
            VStack(alignment: .leading) {
                Text(expense.title)
                    .font(.body)
                Text(expense.date, format: .dateTime.month(.abbreviated).day())
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(expense.amount, format: .currency(code: "USD"))
                .font(.body.monospacedDigit())
        }
        .accessibilityElement(children: .combine)
    }
}

private struct AddExpenseForm: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var amount: Double?
    @State private var category = ExpenseCategory.food
    @State private var date = Date(timeIntervalSince1970: 1_763_900_000)
    @State private var recurring = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                    .textInputAutocapitalization(.words)
                TextField("Amount", value: $amount, format: .number)
                    .keyboardType(.decimalPad)
                Picker("Category", selection: $category) {
                    ForEach(ExpenseCategory.allCases) { Label($0.rawValue, systemImage: $0.symbol).tag($0) }
                }
                DatePicker("Date", selection: $date, displayedComponents: .date)
                Toggle("Repeats monthly", isOn: $recurring)
            }
            .navigationTitle("New Expense")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Add") { dismiss() }.disabled(title.isEmpty) }
            }
        }
    }
}

#Preview {
    ExpenseTrackerScreen()
}

#Preview("Add expense") {
    AddExpenseForm()
}
