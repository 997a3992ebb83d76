import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.document.LongPoint;
import org.apache.lucene.index.Term;
import org.apache.lucene.queryparser.classic.ParseException;
import org.apache.lucene.queryparser.classic.QueryParser;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.search.PrefixQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.WildcardQuery;

/**
 * The classic QueryParser with what Elasticsearch's query_string adds on top of it for these
 * fields: numbers are points (state:1 is an exact LongPoint query, [a TO b] a point range),
 * leading wildcards are allowed (name:*000*), and a clause list of only NOT terms matches
 * everything else (NOT state:5 alone), as ES does and plain Lucene does not. Wildcards and
 * prefixes on keywords match case-insensitively on the field's lowercased twin (`<field>._lc`),
 * as the API's ILIKE does and ES's `case_insensitive: true` would; exact terms stay exact.
 */
class FleetQueryParser extends QueryParser {
  /** The suffix of a keyword's lowercased twin field. */
  static final String LOWER = "._lc";

  private final Set<String> numeric;

  FleetQueryParser(Analyzer analyzer, Set<String> numeric) {
    super("name", analyzer);
    this.numeric = numeric;
    setAllowLeadingWildcard(true);
  }

  @Override
  protected Query getFieldQuery(String field, String text, boolean quoted) throws ParseException {
    if (numeric.contains(field)) return LongPoint.newExactQuery(field, parseLong(text));
    return super.getFieldQuery(field, text, quoted);
  }

  @Override
  protected Query getWildcardQuery(String field, String text) throws ParseException {
    if (numeric.contains(field) || text.equals("*")) return super.getWildcardQuery(field, text);
    return new WildcardQuery(new Term(field + LOWER, text.toLowerCase(Locale.ROOT)));
  }

  @Override
  protected Query getPrefixQuery(String field, String text) throws ParseException {
    if (numeric.contains(field)) return super.getPrefixQuery(field, text);
    return new PrefixQuery(new Term(field + LOWER, text.toLowerCase(Locale.ROOT)));
  }

  @Override
  protected Query getRangeQuery(String field, String lo, String hi, boolean loInclusive, boolean hiInclusive) throws ParseException {
    if (!numeric.contains(field)) return super.getRangeQuery(field, lo, hi, loInclusive, hiInclusive);
    long from = lo == null || lo.equals("*") ? Long.MIN_VALUE : parseLong(lo) + (loInclusive ? 0 : 1);
    long to = hi == null || hi.equals("*") ? Long.MAX_VALUE : parseLong(hi) - (hiInclusive ? 0 : 1);
    return LongPoint.newRangeQuery(field, from, to);
  }

  @Override
  protected Query getBooleanQuery(List<BooleanClause> clauses) throws ParseException {
    Query q = super.getBooleanQuery(clauses);
    if (!(q instanceof BooleanQuery) || clauses.isEmpty()) return q;
    for (BooleanClause c : clauses) if (c.getOccur() != BooleanClause.Occur.MUST_NOT) return q;
    BooleanQuery.Builder b = new BooleanQuery.Builder().add(new MatchAllDocsQuery(), BooleanClause.Occur.MUST);
    for (BooleanClause c : clauses) b.add(c);
    return b.build();
  }

  private static long parseLong(String text) throws ParseException {
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw new ParseException("not a number: " + text);
    }
  }

  /** Parses a whole query; the empty query (no filter) matches every document. */
  Query parseAll(String text) throws ParseException {
    if (text == null || text.isBlank()) return new MatchAllDocsQuery();
    Query q = parse(text);
    // A top-level "NOT x" parses to a single prohibited clause without passing through getBooleanQuery's list check.
    if (q instanceof BooleanQuery) {
      BooleanQuery bq = (BooleanQuery) q;
      boolean allNot = !bq.clauses().isEmpty() && bq.clauses().stream().allMatch(c -> c.getOccur() == BooleanClause.Occur.MUST_NOT);
      if (allNot) {
        BooleanQuery.Builder b = new BooleanQuery.Builder().add(new MatchAllDocsQuery(), BooleanClause.Occur.MUST);
        for (BooleanClause c : bq.clauses()) b.add(c);
        return b.build();
      }
    }
    return q;
  }
}
