import Testing
@testable import Entities

@Suite struct AccountRulesTests {
    @Test(arguments: ["taro@example.com", " Hanako.Yamada+onsen@Mail.Example.JP "])
    func goodEmails(_ text: String) throws {
        let email = try AccountRules.email(text)
        #expect(email == email.lowercased() && !email.contains(" "))
    }

    @Test(arguments: ["", "taro", "taro@", "@example.com", "taro@example", "ta ro@example.com", "taro@@example.com",
                      "taro@-example.com", "taro@example.c", ".taro@example.com", "taro..x@example.com", "太郎@example.com"])
    func badEmails(_ text: String) {
        #expect(throws: AccountProblem.email) { try AccountRules.email(text) }
    }

    @Test func pinsAndNames() throws {
        #expect(try AccountRules.pin("1234") == "1234")
        #expect(try AccountRules.pin("12345678") == "12345678")
        for bad in ["123", "123456789", "12a4", "１２３４", ""] {
            #expect(throws: AccountProblem.pin) { try AccountRules.pin(bad) }
        }
        #expect(try AccountRules.displayName("  湯めぐり太郎 ") == "湯めぐり太郎")
        #expect(throws: AccountProblem.displayName) { try AccountRules.displayName("   ") }
    }
}
