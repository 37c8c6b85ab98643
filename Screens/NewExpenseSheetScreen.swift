import SwiftUI

/// A "New Expense" sheet as an iOS 26 app writes one: iOS 26's close and confirm button roles in
/// the sheet's navigation bar (an xmark in a glass circle, a checkmark on the tint), a form, and a
/// bar pinned over the bottom edge (`safeAreaBar`) holding a full-width glass button
/// (`buttonSizing(.flexible)`).
struct NewExpenseSheetScreen: View {
    @State private var isAdding = true

    var body: some View {
        NavigationStack {
            List {
                Section("This Week") {
                    LabeledContent("Coffee beans", value: 18.9, format: .currency(code: "USD"))
                    LabeledContent("Train tickets", value: 64, format: .currency(code: "USD"))
                }
            }
            .navigationTitle("Expenses")
        }
        .sheet(isPresented: $isAdding) {
            NewExpenseForm()
        }
    }
}

private struct NewExpenseForm: View {
    enum Category: String, CaseIterable, Identifiable {
        case food = "Food", travel = "Travel", office = "Office"
        var id: Self { self }
    }

    @Environment(\.dismiss) private var dismiss
    @State private var title = "Team lunch"
    @State private var amount = 48.5
    @State private var category = Category.food
    @State private var splitEvenly = true

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $title)
                    TextField("Amount", value: $amount, format: .currency(code: "USD"))
                        .keyboardType(.decimalPad)
                }
                Section {
                    Picker("Category", selection: $category) {
                        ForEach(Category.allCases) { Text($0.rawValue).tag($0) }
                    }
                    Toggle("Split evenly", isOn: $splitEvenly)
                } footer: {
                    Text("Split expenses are shared with everyone on the trip.")
                }
            }
            .navigationTitle("New Expense")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(role: .close) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button(role: .confirm) { dismiss() }
                }
            }
            .safeAreaBar(edge: .bottom) {
                Button("Scan Receipt", systemImage: "doc.viewfinder") {}
                    .buttonStyle(.glass)
                    .buttonSizing(.flexible)
                    .controlSize(.large)
                    .padding(.horizontal)
            }
        }
    }
}

#Preview { NewExpenseSheetScreen() }
