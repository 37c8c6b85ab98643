import SwiftUI

struct Transaction: Identifiable {
    enum Category: String, CaseIterable {
        case groceries = "Groceries", dining = "Dining", transport = "Transport", income = "Income", shopping = "Shopping"

        var symbol: String {
            switch self {
            case .groceries: "cart.fill"
            case .dining: "fork.knife"
            case .transport: "car.fill"
            case .income: "arrow.down.circle.fill"
            case .shopping: "bag.fill"
            }
        }

        var color: Color {
            switch self {
            case .groceries: .green
            case .dining: .orange
            case .transport: .blue
            case .income: .mint
            case .shopping: .pink
            }
        }
    }

    let id = UUID()
    var merchant: String
    var amount: Double
    var date: Date
    var category: Category
    var isPending = false
}

@Observable
final class AccountModel {
    var balance: Double = 4_382.17
    var budget: Double = 2_000
    var spent: Double = 1_245.80
    var transactions: [Transaction] = {
        let base = Date(timeIntervalSince1970: 1_718_150_400)
        return [
            Transaction(merchant: "Whole Foods Market", amount: -86.42, date: base, category: .groceries, isPending: true),
            Transaction(merchant: "Blue Bottle Coffee", amount: -5.75, date: base.addingTimeInterval(-3_600 * 5), category: .dining),
            Transaction(merchant: "Payroll – Acme Corp", amount: 3_250, date: base.addingTimeInterval(-86_400), category: .income),
            Transaction(merchant: "Uber", amount: -23.10, date: base.addingTimeInterval(-86_400 * 2), category: .transport),
            Transaction(merchant: "Apple Store", amount: -129, date: base.addingTimeInterval(-86_400 * 3), category: .shopping),
            Transaction(merchant: "Trader Joe's", amount: -54.38, date: base.addingTimeInterval(-86_400 * 4), category: .groceries),
        ]
    }()
}

struct TransactionsView: View {
    @State private var account = AccountModel()
    @State private var query = ""
    @State private var scope: Transaction.Category?
    @State private var selected: Transaction.ID?

    private var results: [Transaction] {
        account.transactions.filter { transaction in
            (query.isEmpty || transaction.merchant.localizedStandardContains(query))
                && (scope == nil || transaction.category == scope)
        }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 12) {
                        Text("Available balance")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Text(account.balance, format: .currency(code: "USD"))
                            .font(.system(size: 40, weight: .bold, design: .rounded))
                            .monospacedDigit()
                        Gauge(value: account.spent, in: 0...account.budget) {
                            Text("Monthly budget")
                        } currentValueLabel: {
                            Text(account.spent, format: .currency(code: "USD").precision(.fractionLength(0)))
                        } minimumValueLabel: {
                            Text("$0")
                        } maximumValueLabel: {
                            Text(account.budget, format: .currency(code: "USD").precision(.fractionLength(0)))
                        }
                        .tint(.orange)
                        ViewThatFits(in: .horizontal) {
                            HStack {
                                actionButtons
                            }
                            VStack {
                                actionButtons
                            }
                        }
                        .buttonStyle(.bordered)
                    }
                    .padding(.vertical, 4)
                }

                Section("Recent") {
                    if results.isEmpty {
                        ContentUnavailableView("No Transactions", systemImage: "magnifyingglass", description: Text("Try a different search."))
                    }
                    ForEach(results) { transaction in
                        TransactionRow(transaction: transaction)
                            .swipeActions {
                                Button("Flag", systemImage: "flag") {}
                                    .tint(.orange)
                            }
                            .contextMenu {
                                Button("Copy Amount", systemImage: "doc.on.doc") {}
                                Button("Report a Problem", systemImage: "exclamationmark.bubble", role: .destructive) {}
                            }
                    }
                }
            }
            .navigationTitle("Checking ••4821")
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search transactions")
            .searchScopes($scope) {
                Text("All").tag(Transaction.Category?.none)
                ForEach(Transaction.Category.allCases, id: \.self) { category in
                    Text(category.rawValue).tag(Optional(category))
                }
            }
            .refreshable {}
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Filter", systemImage: "line.3.horizontal.decrease.circle") {
                        Picker("Category", selection: $scope) {
                            Text("All").tag(Transaction.Category?.none)
                            ForEach(Transaction.Category.allCases, id: \.self) { category in
                                Label(category.rawValue, systemImage: category.symbol).tag(Optional(category))
                            }
                        }
                    }
                }
            }
        }
    }

    @ViewBuilder private var actionButtons: some View {
        Button("Transfer", systemImage: "arrow.left.arrow.right") {}
        Button("Pay", systemImage: "dollarsign.circle") {}
        Button("Deposit", systemImage: "camera") {}
    }
}

struct TransactionRow: View {
    let transaction: Transaction

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: transaction.category.symbol)
                .font(.body)
                .foregroundStyle(.white)
                .frame(width: 36, height: 36)
                .background(transaction.category.color.gradient, in: Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text(transaction.merchant)
                    .lineLimit(1)
                HStack(spacing: 4) {
                    Text(transaction.date, format: .dateTime.month(.abbreviated).day())
                    if transaction.isPending {
                        Text("· Pending")
                            .italic()
                    }
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            Spacer()
            Text(transaction.amount, format: .currency(code: "USD").sign(strategy: .always()))
                .monospacedDigit()
                .foregroundStyle(transaction.amount > 0 ? .green : .primary)
        }
    }
}

#Preview {
    TransactionsView()
}
