import Foundation

/// How a product identifier becomes a product without the App Store, deterministically.
///
/// - Display name: the identifier's words, capitalized. When the identifier has three or more
///   dot-separated parts, the first two (a reverse-DNS prefix such as `com.app`) are left out;
///   the rest split into words at dots, underscores, hyphens and lower-to-upper case changes:
///   `com.app.pro.monthly` → "Pro Monthly", `com.app.removeAds` → "Remove Ads",
///   `premium_yearly` → "Premium Yearly".
/// - Description: "Description of " and the display name: visibly not the App Store's text.
/// - Price: 4.99 for every product, shown as "$4.99" (US dollars formatted for `en_US`), since
///   the storefront's currency is not known either.
/// - Type and period: an identifier containing (in any case) "weekly" is an auto-renewable
///   subscription renewing every week; "monthly", every month; "yearly" or "annual", every year
///   (looked for in that order). Any other identifier is a non-consumable.
/// - A subscription's group: the identifier without its period part (`com.app.pro.monthly` is
///   in group `com.app.pro`), named by the display name without its period word ("Pro").
/// - Not family shareable, with no offers.
enum PlaceholderProduct {
    static let price = Decimal(string: "4.99")!
    static let currencyCode = "USD"
    static let priceLocale = Locale(identifier: "en_US")

    /// The words that name a period, in the order the rule looks for them.
    static let periodWords: [(word: String, period: Product.SubscriptionPeriod)] = [
        ("weekly", .weekly), ("monthly", .monthly), ("yearly", .yearly), ("annual", .yearly),
    ]

    static func product(id: String) -> Product {
        let name = displayName(for: id)
        let period = period(for: id)
        let subscription = period.map {
            Product.SubscriptionInfo(subscriptionGroupID: groupID(for: id), subscriptionPeriod: $0,
                                     groupDisplayName: groupName(forDisplayName: name))
        }
        return Product(id: id, type: period == nil ? .nonConsumable : .autoRenewable, displayName: name,
                       description: "Description of \(name)", price: price, displayPrice: formattedPrice(price),
                       isFamilyShareable: false, subscription: subscription)
    }

    /// The renewal period an identifier names, if it names one.
    static func period(for id: String) -> Product.SubscriptionPeriod? {
        let lowercased = id.lowercased()
        return periodWords.first { lowercased.contains($0.word) }?.period
    }

    static func displayName(for id: String) -> String {
        var parts = id.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
        if parts.count >= 3 { parts.removeFirst(2) }
        let name = parts.flatMap(words(in:)).map(capitalized).joined(separator: " ")
        return name.isEmpty ? id : name
    }

    /// A part's words: split at underscores, hyphens and spaces, and where a lowercase letter or
    /// digit is followed by an uppercase one.
    static func words(in part: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in part {
            if character == "_" || character == "-" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// The identifier without the dot-separated part that names its period.
    static func groupID(for id: String) -> String {
        let parts = id.split(separator: ".").map(String.init)
        let kept = parts.filter { part in !periodWords.contains { part.lowercased().contains($0.word) } }
        return kept.isEmpty || kept.count == parts.count ? id : kept.joined(separator: ".")
    }

    /// A display name without its period words: "Pro Monthly" → "Pro".
    static func groupName(forDisplayName name: String) -> String {
        let kept = name.split(separator: " ").filter { word in
            !periodWords.contains { word.lowercased().contains($0.word) }
        }
        return kept.isEmpty ? "Subscription" : kept.joined(separator: " ")
    }

    /// "$4.99": the price in US dollars, as `en_US` formats currency.
    static func formattedPrice(_ price: Decimal) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = priceLocale
        formatter.currencyCode = currencyCode
        return formatter.string(from: NSDecimalNumber(decimal: price)) ?? "$\(price)"
    }

    /// A subscription's price per period, as subscription stores show it: "$4.99/month".
    static func pricePerPeriod(_ product: Product) -> String {
        guard let period = product.subscription?.subscriptionPeriod else { return product.displayPrice }
        return "\(product.displayPrice)/\(period.perPeriodText)"
    }

    /// The options a subscription group shows when only its identifier is known: a monthly and a
    /// yearly plan, named "Monthly" and "Yearly", in the group.
    static func groupProducts(groupID: String) -> [Product] {
        let groupName = groupDisplayName(forGroupID: groupID)
        return [("Monthly", Product.SubscriptionPeriod.monthly), ("Yearly", .yearly)].map { name, period in
            Product(id: "\(groupID).\(name.lowercased())", type: .autoRenewable, displayName: name,
                    description: "Description of \(name)", price: price, displayPrice: formattedPrice(price),
                    isFamilyShareable: false,
                    subscription: Product.SubscriptionInfo(subscriptionGroupID: groupID, subscriptionPeriod: period,
                                                           groupDisplayName: groupName))
        }
    }

    /// A group identifier is App Store Connect's number; one with letters in it reads as its words.
    static func groupDisplayName(forGroupID groupID: String) -> String {
        guard groupID.contains(where: \.isLetter) else { return "Subscription" }
        return displayName(for: groupID)
    }
}
