import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.core.KeywordAnalyzer;
import org.apache.lucene.analysis.miscellaneous.PerFieldAnalyzerWrapper;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.LongPoint;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.search.FieldDoc;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.SimpleCollector;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.SortField;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.search.TopFieldCollector;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.BytesRef;

/**
 * Indexes the bench fleet (CSV with a header of field names) and times the bench cases
 * in-process: 3 warm-ups, then `iterations` runs, p50/p95 as bench/stats.ts computes them.
 * Keyword fields: StringField + SortedDocValues; int/epoch fields: LongPoint + NumericDocValues;
 * booleans: keywords "true"/"false". One JSON line per case on stdout.
 *   java LuceneBench <csv> <field:type,...> <cases.tsv> <iterations> <index dir>
 * cases.tsv: id, kind (page|summary), query, sort field, order, offset, limit.
 */
public class LuceneBench {
  /** What Elasticsearch counts exactly by default (track_total_hits) before it says "gte". */
  static final int TOTAL_HITS_THRESHOLD = 10_000;

  public static void main(String[] args) throws Exception {
    Path csv = Path.of(args[0]);
    Map<String, String> types = new HashMap<>();
    for (String f : args[1].split(",")) types.put(f.split(":")[0], f.split(":")[1]);
    Path index = Path.of(args[4]);
    int iterations = Integer.parseInt(args[3]);

    long t0 = System.nanoTime();
    int docs = buildIndex(csv, types, index);
    System.err.printf(Locale.ROOT, "indexed %d documents in %.1f s%n", docs, (System.nanoTime() - t0) / 1e9);

    Set<String> numeric = new HashSet<>();
    Map<String, Analyzer> perField = new HashMap<>();
    for (Map.Entry<String, String> e : types.entrySet()) {
      if (isNumeric(e.getValue())) numeric.add(e.getKey());
      else perField.put(e.getKey(), new KeywordAnalyzer());
    }
    Analyzer analyzer = new PerFieldAnalyzerWrapper(new StandardAnalyzer(), perField);

    try (DirectoryReader reader = DirectoryReader.open(FSDirectory.open(index))) {
      IndexSearcher searcher = new IndexSearcher(reader);
      System.err.printf(Locale.ROOT, "%d segments%n", reader.leaves().size());
      for (String line : Files.readAllLines(Path.of(args[2]), StandardCharsets.UTF_8)) {
        if (line.isBlank()) continue;
        String[] c = line.split("\t", -1);
        Query query = new FleetQueryParser(analyzer, numeric).parseAll(c[2]);
        if (c[1].equals("summary")) {
          long[] hits = new long[1];
          Timing t = time(iterations, () -> hits[0] = stateCounts(searcher, query)[0]);
          print(c[0], "counts by state", t, hits[0]);
          continue;
        }
        Sort sort = sortOf(c[3].isEmpty() ? "name" : c[3], c[4].equals("desc"), types);
        int offset = Integer.parseInt(c[5]);
        int limit = Integer.parseInt(c[6]);
        long[] hits = new long[1];
        Timing t = time(iterations, () -> hits[0] = page(searcher, query, sort, offset, limit));
        print(c[0], offset > 0 ? "from+size" : "page", t, hits[0]);
        if (offset > 0) {
          // The deep page again with search_after: the sort values of the row before it, found once.
          ScoreDoc after = pageDocs(searcher, query, sort, offset - 1, 1).scoreDocs[0];
          Timing sa = time(iterations, () -> searcher.searchAfter(after, query, limit, sort).scoreDocs.length);
          print(c[0] + "~sa", "search_after", sa, hits[0]);
        }
      }
    }
  }

  static boolean isNumeric(String type) {
    return type.equals("int") || type.equals("epoch");
  }

  static int buildIndex(Path csv, Map<String, String> types, Path index) throws IOException {
    IndexWriterConfig config = new IndexWriterConfig(new KeywordAnalyzer()).setOpenMode(IndexWriterConfig.OpenMode.CREATE).setRAMBufferSizeMB(256);
    int n = 0;
    try (IndexWriter writer = new IndexWriter(FSDirectory.open(index), config); BufferedReader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
      String[] header = CsvLine.parse(in.readLine()).toArray(new String[0]);
      for (String line; (line = in.readLine()) != null; n++) {
        List<String> values = CsvLine.parse(line);
        Document doc = new Document();
        for (int i = 0; i < header.length; i++) addField(doc, header[i], types.get(header[i]), values.get(i));
        writer.addDocument(doc);
      }
      writer.commit();
    }
    return n;
  }

  static void addField(Document doc, String name, String type, String value) {
    if (isNumeric(type)) {
      if (value == null || value.isEmpty()) return; // missing, as in an ES document without the field
      long v = (long) Double.parseDouble(value);
      doc.add(new LongPoint(name, v));
      doc.add(new NumericDocValuesField(name, v));
      return;
    }
    String v = value == null ? "" : type.equals("bool") ? String.valueOf(value.equals("t") || value.equals("true")) : value;
    doc.add(new StringField(name, v, Field.Store.NO));
    if (type.equals("text")) doc.add(new StringField(name + FleetQueryParser.LOWER, v.toLowerCase(Locale.ROOT), Field.Store.NO));
    doc.add(new SortedDocValuesField(name, new BytesRef(v)));
    if (name.equals("name")) doc.add(new StoredField("_id", v)); // the fetch phase reads each hit's id
  }

  static Sort sortOf(String field, boolean desc, Map<String, String> types) {
    SortField.Type type = isNumeric(types.get(field)) ? SortField.Type.LONG : SortField.Type.STRING;
    SortField primary = new SortField(field, type, desc);
    // Ties break on name, as the API's ORDER BY <sort>, name does.
    return field.equals("name") ? new Sort(primary) : new Sort(primary, new SortField("name", SortField.Type.STRING));
  }

  static TopDocs pageDocs(IndexSearcher searcher, Query query, Sort sort, int offset, int limit) throws IOException {
    TopFieldCollector collector = TopFieldCollector.create(sort, offset + limit, TOTAL_HITS_THRESHOLD);
    searcher.search(query, collector);
    return collector.topDocs(offset, limit);
  }

  /** A page as ES from+size serves it: the top offset+limit collected, the last limit fetched. */
  static long page(IndexSearcher searcher, Query query, Sort sort, int offset, int limit) throws IOException {
    TopDocs top = pageDocs(searcher, query, sort, offset, limit);
    for (ScoreDoc d : top.scoreDocs) searcher.doc(d.doc);
    return top.totalHits.value;
  }

  /** Counts of matching documents per state value (index 0: the total), read from doc values. */
  static long[] stateCounts(IndexSearcher searcher, Query query) throws IOException {
    long[] counts = new long[16];
    searcher.search(query, new SimpleCollector() {
      NumericDocValues state;

      @Override
      protected void doSetNextReader(LeafReaderContext context) throws IOException {
        state = context.reader().getNumericDocValues("state");
      }

      @Override
      public void collect(int doc) throws IOException {
        counts[0]++;
        if (state != null && state.advanceExact(doc)) {
          long s = state.longValue();
          if (s > 0 && s < counts.length) counts[(int) s]++;
        }
      }

      @Override
      public ScoreMode scoreMode() {
        return ScoreMode.COMPLETE_NO_SCORES;
      }
    });
    return counts;
  }

  interface Run {
    Object run() throws Exception;
  }

  record Timing(double p50, double p95, double load1Before, double load1After) {}

  static Timing time(int iterations, Run fn) throws Exception {
    double before = loadAvg1();
    for (int i = 0; i < 3; i++) fn.run();
    double[] samples = new double[iterations];
    for (int i = 0; i < iterations; i++) {
      long t = System.nanoTime();
      fn.run();
      samples[i] = (System.nanoTime() - t) / 1e6;
    }
    Arrays.sort(samples);
    return new Timing(percentile(samples, 50), percentile(samples, 95), before, loadAvg1());
  }

  static double percentile(double[] sorted, int p) {
    int i = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
    return sorted[Math.min(sorted.length - 1, Math.max(0, i))];
  }

  static double loadAvg1() {
    try {
      return Double.parseDouble(Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
    } catch (IOException | RuntimeException e) {
      return Double.NaN;
    }
  }

  static void print(String id, String how, Timing t, long hits) {
    System.out.printf(Locale.ROOT, "{\"id\":\"%s\",\"how\":\"%s\",\"p50\":%.3f,\"p95\":%.3f,\"hits\":%d,\"load1Before\":%.2f,\"load1After\":%.2f}%n",
        id, how, t.p50(), t.p95(), hits, t.load1Before(), t.load1After());
  }

  /** One line of PostgreSQL-style CSV: quoted fields may hold commas and doubled quotes; an unquoted empty field is NULL. */
  static final class CsvLine {
    static List<String> parse(String line) {
      List<String> out = new ArrayList<>();
      int i = 0;
      while (i <= line.length()) {
        if (i < line.length() && line.charAt(i) == '"') {
          StringBuilder b = new StringBuilder();
          for (i++; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (ch == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
              b.append(ch);
              i++;
            } else if (ch == '"') {
              break;
            } else {
              b.append(ch);
            }
          }
          out.add(b.toString());
          i += 2; // closing quote and comma
        } else {
          int end = line.indexOf(',', i);
          if (end < 0) end = line.length();
          out.add(end == i ? null : line.substring(i, end));
          i = end + 1;
        }
      }
      return out;
    }
  }
}
