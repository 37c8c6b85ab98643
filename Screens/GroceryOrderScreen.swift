import SwiftUI

struct GroceryLine: Identifiable {
    let id = UUID()
    var name: String
    var detail: String
    var price: Decimal
    var symbol: String
    var tint: Color
}

struct GroceryAisle: Identifiable {
    let id = UUID()
    var name: String
    var lines: [GroceryLine]
}

/// A delivery order: aisles of items in a list, and the total with the order button pinned at the
/// bottom in a bar. The list scrolls under the bar and the home indicator; at the end of the list
/// its last row rests on the bar's top edge.
struct GroceryOrderView: View {
    let aisles: [GroceryAisle]
    @State private var substitutions = true

    private var total: Decimal { aisles.flatMap(\.lines).reduce(0) { $0 + $1.price } }

    var body: some View {
        NavigationStack {
            List {
                ForEach(aisles) { aisle in
                    Section(aisle.name) {
                        ForEach(aisle.lines) { line in
                            HStack(spacing: 12) {
                                Image(systemName: line.symbol)
                                    .foregroundStyle(line.tint)
                                    .frame(width: 32, height: 32)
                                    .background(line.tint.opacity(0.15), in: .circle)
                                VStack(alignment: .leading) {
                                    Text(line.name)
                                    Text(line.detail)
                                        .font(.footnote)
                                        .foregroundStyle(.secondary)
                                }
                                Spacer()
                                Text(line.price, format: .currency(code: "USD"))
                                    .monospacedDigit()
                            }
                        }
                    }
                }
                Section {
                    Toggle("Allow substitutions", isOn: $substitutions)
                }
            }
            .navigationTitle("Your Order")
            .navigationBarTitleDisplayMode(.inline)
            .safeAreaInset(edge: .bottom) {
                VStack(spacing: 12) {
                    HStack {
                        Text("Total")
                        Spacer()
                        Text(total, format: .currency(code: "USD"))
                            .fontWeight(.semibold)
                    }
                    Button {
                    } label: {
                        Text("Place Order")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                }
                .padding()
                .background(.bar)
            }
        }
    }
}

extension GroceryAisle {
    static let samples: [GroceryAisle] = [
        GroceryAisle(name: "Produce", lines: [
            GroceryLine(name: "Honeycrisp apples", detail: "2 lb bag", price: 5.49, symbol: "apple.logo", tint: .red),
            GroceryLine(name: "Baby spinach", detail: "10 oz", price: 3.99, symbol: "leaf.fill", tint: .green),
            GroceryLine(name: "Carrots", detail: "1 lb", price: 1.29, symbol: "carrot.fill", tint: .orange),
        ]),
        GroceryAisle(name: "Dairy", lines: [
            GroceryLine(name: "Whole milk", detail: "Half gallon", price: 3.79, symbol: "drop.fill", tint: .blue),
            GroceryLine(name: "Greek yogurt", detail: "32 oz", price: 5.99, symbol: "cup.and.saucer.fill", tint: .indigo),
            GroceryLine(name: "Cheddar", detail: "8 oz block", price: 4.49, symbol: "square.fill", tint: .yellow),
        ]),
        GroceryAisle(name: "Bakery", lines: [
            GroceryLine(name: "Sourdough loaf", detail: "Sliced", price: 6.50, symbol: "birthday.cake.fill", tint: .brown),
            GroceryLine(name: "Bagels", detail: "6 count", price: 4.99, symbol: "circle.circle.fill", tint: .orange),
        ]),
        GroceryAisle(name: "Pantry", lines: [
            GroceryLine(name: "Olive oil", detail: "500 ml", price: 9.99, symbol: "waterbottle.fill", tint: .green),
            GroceryLine(name: "Rigatoni", detail: "1 lb", price: 2.19, symbol: "fork.knife", tint: .gray),
        ]),
    ]
}

#Preview("Order") {
    GroceryOrderView(aisles: GroceryAisle.samples)
        .previewDevice(PreviewDevice(rawValue: "iPhone 16"))
}
