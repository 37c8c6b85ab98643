import SwiftUI

struct LineItem: Identifiable {
    let id = UUID()
    let name: String
    let quantity: Int
    let price: Decimal
}

struct OrderReceiptScreen: View {
    let orderNumber = 48213
    let placedAt = Date(timeIntervalSince1970: 1_767_268_800)   // Jan 1, 2026, 12:00 UTC
    let items = [
        LineItem(name: "Flat White", quantity: 2, price: 4.25),
        LineItem(name: "Almond Croissant", quantity: 1, price: 3.80),
        LineItem(name: "Cold Brew, Large", quantity: 1, price: 5.10),
    ]
    @State private var isLoadingReward = true

    private var total: Decimal { items.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Order #\(orderNumber)")
                        .font(.system(.largeTitle, design: .rounded, weight: .bold))
                    Text("Placed on \(placedAt, style: .date) at \(placedAt, style: .time)")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }

                Text("Your order is **ready for pickup** at the _Market Street_ counter. Questions? See our [help center](https://example.com/help).")
                    .font(.callout)

                VStack(spacing: 10) {
                    ForEach(items) { item in
                        HStack(alignment: .firstTextBaseline) {
                            Text("\(item.quantity)×")
                                .monospacedDigit()
                                .foregroundStyle(.secondary)
                            Text(item.name)
                            Spacer()
                            Text(item.price * Decimal(item.quantity), format: .currency(code: "USD"))
                                .monospacedDigit()
                        }
                    }
                    Divider()
                    HStack {
                        Text("Total").bold()
                        Spacer()
                        Text(total, format: .currency(code: "USD"))
                            .font(.headline)
                    }
                    HStack {
                        Text("Was")
                        Spacer()
                        Text(15.90, format: .currency(code: "USD"))
                            .strikethrough(color: .red)
                            .foregroundStyle(.secondary)
                    }
                    .font(.footnote)
                }
                .padding()
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))

                VStack(alignment: .leading, spacing: 6) {
                    Text("REWARDS")
                        .font(.caption.weight(.semibold))
                        .tracking(1.5)
                        .foregroundStyle(.secondary)
                    Text("You earned 34 stars on this order and are 16 stars away from a free drink.")
                        .redacted(reason: isLoadingReward ? .placeholder : [])
                    Text("Terms apply")
                        .font(.caption2)
                        .underline(pattern: .dot)
                        .foregroundStyle(.tint)
                }

                Text("Receipt ID `RX-48213-A`")
                    .font(.footnote)
                    .textSelection(.enabled)
                    .lineLimit(2, reservesSpace: true)
            }
            .padding()
        }
    }
}

#Preview {
    OrderReceiptScreen()
}
