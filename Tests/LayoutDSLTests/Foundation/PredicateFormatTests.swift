@testable import _FoundationGaps
import Foundation
import Testing

/// `NSPredicate(format:)` with Foundation alone (a model file importing Foundation, no Core Data):
/// the grammar of Apple's "Predicate Format String Syntax", evaluated as Core Data evaluates
/// predicates in memory.
struct PredicateFormatTests {
    let person: [String: Any] = [
        "name": "Zoë Saldaña", "age": 42, "height": 1.7, "member": true, "nickname": NSNull(),
        "tags": ["swift", "ios"], "born": Date(timeIntervalSince1970: 0),
        "pets": [["name": "Rex", "age": 3], ["name": "Tom", "age": 9]],
    ]

    private func holds(_ format: String, _ arguments: Any...) -> Bool {
        NSPredicate(format: format, argumentArray: arguments).evaluate(with: person)
    }

    @Test func comparisons() {
        #expect(holds("age == 42") && holds("age = 42") && holds("age != 41") && holds("age <> 41"))
        #expect(holds("age > 41") && holds("age >= 42") && holds("age => 42"))
        #expect(holds("age < 43") && holds("age <= 42") && holds("age =< 42"))
        #expect(!holds("age > 42") && !holds("age < 42"))
        #expect(holds("height > 1.5") && holds("height < 1.8e0"))
        #expect(holds("age BETWEEN {40, 50}") && !holds("age BETWEEN {43, 50}"))
        #expect(holds("age IN {1, 42}") && !holds("age IN {1, 2}"))
        #expect(holds("member == YES") && holds("member == TRUE") && !holds("member == NO") && holds("member != FALSE"))
        #expect(holds("nickname == nil") && holds("nickname == NULL") && holds("name != nil") && !holds("nickname > 1"))
        #expect(holds("missing == nil"))
    }

    @Test func stringComparisons() {
        #expect(holds("name BEGINSWITH 'Zo'") && !holds("name BEGINSWITH 'zo'") && holds("name BEGINSWITH[c] 'zo'"))
        #expect(holds("name ENDSWITH \"ña\"") && holds("name ENDSWITH[d] 'na'") && !holds("name ENDSWITH 'na'"))
        #expect(holds("name CONTAINS[cd] 'zoe'") && !holds("name CONTAINS[c] 'zoe'") && holds("name CONTAINS 'Sal'"))
        #expect(holds("name LIKE 'Z* S?ldaña'") && !holds("name LIKE 'Z*x'") && holds("name LIKE[cd] 'zoe *'"))
        #expect(holds("name MATCHES 'Z.* [A-Z].*'") && !holds("name MATCHES 'Sal.*'") && holds("name MATCHES[c] 'zoë.*'"))
        #expect(holds("name == 'Zoë Saldaña'") && holds("name ==[cd] 'ZOE SALDANA'") && !holds("name == 'zoë saldaña'"))
        #expect(holds("'Sal' IN name") && holds("name < 'Zz'") && holds("name > 'Ab'"))
        #expect(holds("tags CONTAINS 'swift'") && !holds("tags CONTAINS 'kotlin'") && holds("'ios' IN tags"))
    }

    @Test func compoundsAndPrecedence() {
        #expect(holds("age == 42 AND member == YES") && holds("age == 42 && member == YES"))
        #expect(holds("age == 1 OR member == YES") && holds("age == 1 || member == YES") && !holds("age == 1 OR member == NO"))
        #expect(holds("NOT age == 1") && holds("!(age == 1)") && !holds("NOT (age == 42)"))
        // AND binds tighter than OR.
        #expect(holds("age == 1 AND member == NO OR age == 42"))
        #expect(!holds("age == 1 AND (member == NO OR age == 42)"))
        #expect(holds("TRUEPREDICATE") && !holds("FALSEPREDICATE") && holds("truepredicate OR age == 1"))
    }

    @Test func arguments() {
        #expect(holds("age == %d", 42) && holds("age == %i", 42) && holds("age == %lld", Int64(42)) && holds("age == %ld", 42))
        #expect(holds("height > %f", 1.5) && holds("height < %lf", 2.0))
        #expect(holds("name == %@", "Zoë Saldaña") && holds("%K == %@", "age", 42) && holds("%K BEGINSWITH %@", "name", "Zo"))
        #expect(holds("age IN %@", [1, 42]) && holds("age IN %@", NSArray(array: [42])) && holds("age IN %@", Set([42, 7])))
        #expect(holds("born == %@", Date(timeIntervalSince1970: 0)) && holds("born < %@", Date(timeIntervalSince1970: 1) as NSDate))
        #expect(holds("nickname == %@", Optional<String>.none as Any))
        #expect(NSPredicate(format: "age == $AGE").evaluate(with: person, substitutionVariables: ["AGE": 42]))
    }

    @Test func keyPathsThroughCollections() {
        #expect(holds("ANY pets.name == 'Rex'") && holds("SOME pets.age > 5") && !holds("ALL pets.age > 5") && holds("ALL pets.age > 1"))
        #expect(holds("NONE pets.name == 'Kit'") && !holds("NONE pets.name == 'Tom'"))
        #expect(holds("pets.@count == 2") && holds("pets.@sum.age == 12") && holds("pets.@avg.age == 6") && holds("pets.@max.age == 9"))
        #expect(holds("pets.name CONTAINS 'Tom'"))
        #expect(holds("SELF.age == 42") && holds("self.age == 42"))
        let strings = ["apple", "Banana", "cherry"] as NSArray
        #expect(strings.filtered(using: NSPredicate(format: "SELF BEGINSWITH[c] 'b'")) as? [String] == ["Banana"])
        #expect(strings.filtered(using: NSPredicate(format: "SELF IN %@", ["apple", "cherry"])) as? [String] == ["apple", "cherry"])
    }

    @Test func reservedWordsAsKeysAndCompoundPredicates() {
        let object: [String: Any] = ["in": 1, "order": 2]
        #expect(NSPredicate(format: "#in == 1 AND order == 2").evaluate(with: object))
        let both = NSCompoundPredicate(andPredicateWithSubpredicates: [NSPredicate(format: "age > 40"),
                                                                       NSPredicate(format: "member == YES")])
        #expect(both.evaluate(with: person))
        let either = NSCompoundPredicate(orPredicateWithSubpredicates: [NSPredicate(format: "age > 50"), NSPredicate(value: false)])
        #expect(!either.evaluate(with: person))
        #expect(NSCompoundPredicate(notPredicateWithSubpredicate: either).evaluate(with: person))
    }

    @Test func parsesNumbersAndStrings() throws {
        #expect(try PredicateToken.tokens("a.b >= -1.5e2 AND c == 'it\\'s' OR d == 0x1F") == [
            .word("a.b"), .symbol(">="), .number("-1.5e2"), .word("AND"), .word("c"), .symbol("=="), .string("it's"),
            .word("OR"), .word("d"), .symbol("=="), .number("0x1F"),
        ])
        #expect(NSPredicate(format: "x == 0x1F").evaluate(with: ["x": 31]))
    }
}
