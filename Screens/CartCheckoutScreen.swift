import SwiftUI

struct CartItem: Identifiable {
    let id = UUID()
    var name: String
    var variant: String
    var price: Decimal
    var quantity: Int
    var symbol: String
    var tint: Color
}

@Observable
final class CartModel {
    var items: [CartItem] = [
        CartItem(name: "Trail Runner 2", variant: "Size 10 · Slate", price: 129.99, quantity: 1, symbol: "shoe.fill", tint: .teal),
        CartItem(name: "Merino Crew Socks", variant: "3-pack · Charcoal", price: 24, quantity: 2, symbol: "tshirt.fill", tint: .gray),
        CartItem(name: "Insulated Bottle", variant: "750 ml · Sage", price: 34.5, quantity: 1, symbol: "waterbottle.fill", tint: .green),
    ]
    var promoCode = ""
    var expressShipping = false
    var deliveryDate = Date(timeIntervalSince1970: 1_718_200_000)

    var subtotal: Decimal { items.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }
    var shipping: Decimal { expressShipping ? 15 : 0 }
    var tax: Decimal { subtotal * Decimal(string: "0.0825")! }
    var total: Decimal { subtotal + shipping + tax }
}

struct CartCheckoutView: View {
    @State private var cart = CartModel()
    @State private var isPlacingOrder = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    ForEach($cart.items) { $item in
                        HStack(spacing: 12) {
                            Image(systemName: item.symbol)
                                .font(.title2)
                                .foregroundStyle(item.tint)
                                .frame(width: 56, height: 56)
                                .background(item.tint.opacity(0.15), in: .rect(cornerRadius: 10))
                            VStack(alignment: .leading, spacing: 2) {
                                Text(item.name)
                                    .font(.body.weight(.medium))
                                Text(item.variant)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                                Text(item.price, format: .currency(code: "USD"))
                                    .font(.subheadline)
                            }
                            Spacer()
                            Stepper("\(item.quantity)", value: $item.quantity, in: 0...9)
                                .labelsHidden()
                                .fixedSize()
                        }
                    }
                    .onDelete { cart.items.remove(atOffsets: $0) }
                } header: {
                    Text("Bag (\(cart.items.count))")
                }

                Section("Delivery") {
                    Toggle(isOn: $cart.expressShipping) {
                        Label {
                            VStack(alignment: .leading) {
                                Text("Express shipping")
                                Text("Arrives \(cart.deliveryDate.formatted(date: .abbreviated, time: .omitted))")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        } icon: {
                            Image(systemName: "shippingbox.fill")
                        }
                    }
                    LabeledContent("Address") {
                        Text("1 Infinite Loop\nCupertino, CA")
                            .multilineTextAlignment(.trailing)
                    }
                }

                Section("Promo code") {
                    HStack {
                        TextField("Enter code", text: $cart.promoCode)
                            .textInputAutocapitalization(.characters)
                            .autocorrectionDisabled()
                        Button("Apply") {}
                            .disabled(cart.promoCode.isEmpty)
                    }
                }

                Section {
                    LabeledContent("Subtotal", value: cart.subtotal, format: .currency(code: "USD"))
                    LabeledContent("Shipping") {
                        if cart.shipping == 0 {
                            Text("Free").foregroundStyle(.green)
                        } else {
                            Text(cart.shipping, format: .currency(code: "USD"))
                        }
                    }
                    LabeledContent("Estimated tax", value: cart.tax, format: .currency(code: "USD"))
                    LabeledContent {
                        Text(cart.total, format: .currency(code: "USD"))
                            .font(.headline)
                    } label: {
                        Text("Total").font(.headline)
                    }
                }

                Section {
                    Button {
                        isPlacingOrder = true
                    } label: {
                        HStack {
                            Spacer()
                            if isPlacingOrder {
                                ProgressView()
                            } else {
                                Label("Pay with Card", systemImage: "creditcard.fill")
                                    .font(.headline)
                            }
                            Spacer()
                        }
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .listRowInsets(EdgeInsets())
                    .listRowBackground(Color.clear)
                }
            }
            .navigationTitle("Checkout")
            .toolbar {
                EditButton()
            }
        }
    }
}

#Preview {
    CartCheckoutView()
}
