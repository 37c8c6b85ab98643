import Foundation
import LayoutDSL

/// The built-in control styles of a subscription store view, drawn at rest with the first option
/// selected (sizes in `SubscriptionStoreMetrics`):
/// - picker: each option a rounded card with its name in headline and its price per period
///   ("$4.99/month") in subheadline secondary, a check mark in the tint colour on the selected
///   card (whose border is the tint colour) and an empty circle on the others; under them one
///   full-width bordered prominent subscribe button, labelled per `subscriptionStoreButtonLabel(_:)`;
/// - prominent picker: the picker with roomier cards that add each option's description;
/// - buttons: a full-width bordered prominent button for each option, its name over its price.
/// Tapping subscribes to nothing (see `Product.purchase(options:)`).
nonisolated struct SubscriptionStoreControls: View {
    enum Kind: Hashable {
        case picker
        case prominentPicker
        case buttons
    }

    let kind: Kind
    let configuration: SubscriptionStoreControlStyleConfiguration

    public var body: some View {
        VStack(spacing: SubscriptionStoreMetrics.sectionSpacing) {
            if kind == .buttons {
                VStack(spacing: SubscriptionStoreMetrics.optionSpacing) {
                    ForEach(configuration.options) { option in
                        SubscribeButton(product: option, label: configuration.buttonLabel, oneButtonPerOption: true)
                    }
                }
            } else {
                VStack(spacing: SubscriptionStoreMetrics.optionSpacing) {
                    ForEach(Array(configuration.options.enumerated()), id: \.element.id) { index, option in
                        SubscriptionOptionRow(product: option, isSelected: index == 0, isProminent: kind == .prominentPicker)
                    }
                }
                if let selected = configuration.options.first {
                    SubscribeButton(product: selected, label: configuration.buttonLabel, oneButtonPerOption: false)
                }
            }
        }
    }
}

/// One option of a picker: a card with the name, the price per period and a selection mark.
nonisolated struct SubscriptionOptionRow: View {
    let product: Product
    let isSelected: Bool
    let isProminent: Bool

    var body: some View {
        let shape = RoundedRectangle(cornerRadius: SubscriptionStoreMetrics.optionCornerRadius, style: .continuous)
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(product.displayName)
                    .font(.headline)
                Text(PlaceholderProduct.pricePerPeriod(product))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                if isProminent {
                    Text(product.description)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                .font(.title2)
                .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.tertiary))
        }
        .padding(isProminent ? SubscriptionStoreMetrics.prominentOptionPadding : SubscriptionStoreMetrics.optionPadding)
        .background(shape.fill(Color(uiColor: .secondarySystemBackground)))
        .overlay {
            if isSelected {
                shape.strokeBorder(.tint, lineWidth: SubscriptionStoreMetrics.selectionLineWidth)
            }
        }
    }
}

/// The full-width subscribe button, its label from `SubscriptionStoreButtonLabel`.
nonisolated struct SubscribeButton: View {
    let product: Product
    let label: SubscriptionStoreButtonLabel
    let oneButtonPerOption: Bool

    var body: some View {
        let lines = label.lines(for: product, oneButtonPerOption: oneButtonPerOption)
        Button(action: {}) {
            VStack(spacing: 2) {
                Text(lines.title)
                    .fontWeight(.semibold)
                if let caption = lines.caption {
                    Text(caption)
                        .font(.caption)
                }
            }
            .frame(maxWidth: .infinity)
        }
        .buttonStyle(BorderedProminentButtonStyle())
        .controlSize(.large)
    }
}
